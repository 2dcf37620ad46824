package io.mailroom.ui.common;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.mailroom.api.ApiFailures;
import io.mailroom.api.ConnectionFailure;
import io.mailroom.api.Contradiction;
import io.mailroom.api.CredentialsRejectedException;
import io.mailroom.api.InputRule;
import io.mailroom.api.InputRules;
import io.mailroom.api.InvalidInputException;
import io.mailroom.api.MalformedResponseException;
import io.mailroom.api.RateLimitedException;
import io.mailroom.api.SendOutcomeUnknownException;
import io.mailroom.api.ServiceRefusedException;
import io.mailroom.service.FileFailure;
import io.mailroom.service.ListChange;
import io.mailroom.service.ListKeptChangingException;
import io.mailroom.service.ListTooLargeException;
import io.mailroom.service.compose.ComposeFailures;
import io.mailroom.service.compose.LocalDataException;
import io.mailroom.service.compose.SendFailure;
import io.mailroom.service.localcopy.LocalCopyException;
import io.mailroom.service.localcopy.NewerCopyException;
import io.mailroom.service.localcopy.SegmentException;
import io.mailroom.service.localcopy.SegmentFailures;
import io.mailroom.service.profiles.FieldError;
import io.mailroom.service.profiles.ProfileException;
import io.mailroom.service.profiles.ProfileFailures;
import io.mailroom.service.profiles.ProfileRule;
import io.mailroom.service.secrets.SecretFailures;
import io.mailroom.service.secrets.SecretStoreException;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Every typed failure of {@code api} and {@code service} is worded in the person's language from
 * the data it carries: in German, no word of the English text is left but the data itself (what the
 * service said, a file's path, a profile's name) and the terms every language writes alike.
 */
class ProblemWordsTest {

    private static final Path DRAFTS = Path.of("/home/ada/.mailroom/drafts");
    private static final Path HISTORY = Path.of("/home/ada/.mailroom/history.jsonl");
    private static final Path SEGMENTS = Path.of("/home/ada/.mailroom/segments/p1.json");
    /** Written the same in English and German: names, protocols, units and the examples of the rules. */
    private static final Set<String> ALIKE = Set.of("Mailroom", "HTTP", "API", "URL", "https", "http", "localhost", "appId",
            "requestId", "MiB", "ASCII", "VIP", "Sandbox", "Name", "Status", "name", "example", "com", "api");
    private static final Pattern WORD = Pattern.compile("\\p{L}{3,}");
    private static final List<Locale> TRANSLATIONS = Messages.LANGUAGES.subList(1, Messages.LANGUAGES.size());

    /** A failure, and the texts it carries that are shown as they came. */
    private record Sample(Throwable failure, String... data) {
    }

    @AfterEach
    void english() {
        Messages.use(Locale.ENGLISH);
    }

    private static List<Sample> samples() {
        Instant now = Instant.now();
        List<Sample> samples = new ArrayList<>(List.of(
                new Sample(new InvalidInputException("subject", InputRule.TOO_LONG, 998)),
                new Sample(catchThrowableOfType(InvalidInputException.class, () -> InputRules.email("to", "ada@"))),
                new Sample(new InvalidInputException("placeholders", InputRule.UNFILLED_PLACEHOLDERS, List.of("firstName", "company")),
                        "firstName", "company"),
                new Sample(new InvalidInputException("body", InputRule.CONTROL_CHARACTER_ON_LINE, 0, 3L)),
                new Sample(new CredentialsRejectedException(ApiFailures.reply(401, 40101L, "Invalid API key")), "Invalid API key"),
                new Sample(new RateLimitedException(ApiFailures.reply(429, 42900L, "Too many requests"), Duration.ofSeconds(1), 5)),
                new Sample(ApiFailures.rateLimitedAskingToWait(Duration.ofHours(1), now)),
                new Sample(new ServiceRefusedException(ApiFailures.reply(409, 40900L, "Contact lists are being migrated")),
                        "Contact lists are being migrated"),
                new Sample(new ServiceRefusedException(ApiFailures.reply(400, 40000L, null))),
                new Sample(ApiFailures.refusedAskingToWait(Duration.ofMinutes(90), now), "Service unavailable"),
                new Sample(new MalformedResponseException(502, "<html>Bad Gateway</html>"), "<html>Bad Gateway</html>"),
                new Sample(new MalformedResponseException(200, "")),
                new Sample(ApiFailures.tooLarge(200)),
                new Sample(ApiFailures.unreachable(URI.create("https://api.example.com"),
                        new ConnectionFailure(ConnectionFailure.Kind.REFUSED, null, null), 3)),
                new Sample(ApiFailures.unreachable(URI.create("https://api.example.com"),
                        new ConnectionFailure(ConnectionFailure.Kind.NO_CONNECTION_IN_TIME, Duration.ofSeconds(10), null), 1)),
                new Sample(ApiFailures.unreachable(URI.create("https://api.example.com"),
                        new ConnectionFailure(ConnectionFailure.Kind.FAILED, null, "SSLHandshakeException: PKIX path building failed"), 3),
                        "SSLHandshakeException: PKIX path building failed"),
                new Sample(ProfileFailures.invalid(List.of(new FieldError("name", ProfileRule.NAME_TAKEN, List.of("Production")),
                        FieldError.of(catchThrowableOfType(InvalidInputException.class, () -> InputRules.baseUrl("http://mail.example.com"))),
                        new FieldError("apps", ProfileRule.APP_ID, List.of(InputRule.TOO_LONG, List.of(255))))), "Production"),
                new Sample(ProfileFailures.storeFailed()),
                new Sample(ComposeFailures.unreadableDraft(DRAFTS.resolve("invoice.json"), DRAFTS.resolve("invoice.json.corrupt-1")),
                        DRAFTS.resolve("invoice.json.corrupt-1").toString(), "JSON"),
                new Sample(ComposeFailures.unreadableDraft(DRAFTS.resolve("invoice.json"), null), DRAFTS.resolve("invoice.json").toString(), "JSON"),
                new Sample(new ListTooLargeException("newsletter", 1_000_000, 200_000), "newsletter"),
                new Sample(new ListKeptChangingException("newsletter", List.of(new ListChange.TotalChanged(60, 59, 2))), "newsletter"),
                new Sample(new CancellationException("cancelled before it was sent")),
                new Sample(ProfileFailures.switchedTo("Production"), "Production"),
                new Sample(new LocalCopyException("the local copy could not be read: [SQLITE_IOERR] disk I/O error",
                        new IOException("[SQLITE_IOERR] disk I/O error")), "[SQLITE_IOERR] disk I/O error"),
                new Sample(new LocalCopyException("interrupted while waiting to read the local copy")),
                new Sample(new NewerCopyException(2, 1)),
                new Sample(new IllegalStateException("boom"), "IllegalStateException: boom")));
        Arrays.stream(Contradiction.values()).forEach(c -> samples.add(new Sample(ApiFailures.contradictory(c), "OK")));
        Arrays.stream(SendOutcomeUnknownException.Why.values())
                .forEach(why -> samples.add(new Sample(ApiFailures.outcomeUnknown(why), "Internal error", "OK", "Sent")));
        Arrays.stream(ProfileException.Reason.values())
                .forEach(reason -> samples.add(new Sample(ProfileFailures.refusal(reason), "Prod", "Production")));
        for (SecretStoreException.Operation operation : SecretStoreException.Operation.values()) {
            samples.add(new Sample(SecretFailures.of(operation, true)));
            samples.add(new Sample(SecretFailures.of(operation, false)));
        }
        Arrays.stream(LocalDataException.Action.values()).forEach(action -> samples.add(new Sample(localData(action),
                "Invoice", DRAFTS.toString(), HISTORY.toString())));
        Arrays.stream(SegmentException.Reason.values()).forEach(reason -> samples.add(new Sample(SegmentFailures.of(reason, SEGMENTS),
                "newsletter", "Germans", SEGMENTS.toString(), "p1.json.corrupt-1", "JSON")));
        samples.add(new Sample(SegmentFailures.damaged(SEGMENTS, null), SEGMENTS.toString(), "JSON"));
        return samples;
    }

    private static LocalDataException localData(LocalDataException.Action action) {
        Path where = action == LocalDataException.Action.RECORD_SENT || action == LocalDataException.Action.READ_HISTORY ? HISTORY : DRAFTS;
        return new LocalDataException(action, "Invoice", where, new FileFailure(FileFailure.Kind.PERMISSION_DENIED, where.toString(), null),
                action == LocalDataException.Action.REPLACE_UNREADABLE_DRAFT ? ComposeFailures.unreadableDraft(DRAFTS.resolve("invoice.json"), null) : null);
    }

    @Test
    void everyTypedFailureIsWordedInGermanWithNoEnglishLeft() {
        for (Sample sample : samples()) {
            Problem english = Problem.of(sample.failure());
            Messages.use(Locale.GERMAN);
            Problem german = Problem.of(sample.failure());
            Messages.use(Locale.ENGLISH);

            String what = sample.failure().getClass().getSimpleName() + ": " + sample.failure().getMessage();
            assertThat(words(german)).as(what).doesNotContain("[problem.");
            assertThat(german.title()).as(what).isNotBlank().isNotEqualTo(english.title());
            assertThat(german.detail()).as(what).isNotBlank().isNotEqualTo(english.detail());
            assertThat(german.remedy().isPresent()).as(what).isEqualTo(english.remedy().isPresent());
            german.remedy().ifPresent(remedy -> assertThat(remedy).as(what).isNotEqualTo(english.remedy().orElseThrow()));
            assertThat(german.requestId()).as(what).isEqualTo(english.requestId());
            assertThat(englishLeft(english, german, sample.data())).as("English left in the German words for %s:%n%s", what, words(german))
                    .isEmpty();
        }
    }

    @Test
    void whatTheServiceSaidAndItsRequestIdArePassedOnAsTheyCame() {
        Messages.use(Locale.GERMAN);
        Problem refused = Problem.of(new ServiceRefusedException(ApiFailures.reply(409, 40900L, "Contact lists are being migrated")));

        assertThat(refused.title()).isEqualTo("Der Dienst hat die Anfrage abgelehnt");
        assertThat(refused.detail()).isEqualTo("Der Dienst meldete: „Contact lists are being migrated“ (HTTP 409, Code 40900).");
        assertThat(refused.requestId()).contains(ApiFailures.REQUEST_ID);
        assertThat(refused.text()).endsWith("(requestId " + ApiFailures.REQUEST_ID + ")");
    }

    @Test
    void aRefusedFieldIsNamedAndItsRuleWordedWithItsNumbersInTheLanguagesWay() {
        InvalidInputException body = catchThrowableOfType(InvalidInputException.class,
                () -> InputRules.bodyLength("x".repeat(InputRules.MAX_BODY_LENGTH + 1)));

        assertThat(Problem.of(body).detail()).isEqualTo("Body: Use at most 10,000,000 characters; this text has 10,000,001.");
        Messages.use(Locale.GERMAN);
        assertThat(Problem.of(body).title()).isEqualTo("Bitte Eingabe prüfen");
        assertThat(Problem.of(body).detail()).isEqualTo("Text: Höchstens 10.000.000 Zeichen sind erlaubt; dieser Text hat 10.000.001.");
        Messages.use(Locale.FRENCH);
        assertThat(Problem.of(body).detail()).startsWith("Message\u00a0: 10\u202f000\u202f000 caractères au maximum");
        assertThat(FieldWords.of(new InvalidInputException("placeholders", InputRule.UNFILLED_PLACEHOLDERS, List.of("a", "b", "c"))))
                .isEqualTo("{{a}}, {{b}} et {{c}} n'ont pas de valeur pour ce destinataire.");
    }

    @Test
    void aFileFailureNamesItsFileOnlyWhenTheSentenceDoesNotAlready() {
        Path temporary = DRAFTS.resolve(".invoice.json.tmp");

        assertThat(Problem.of(localData(LocalDataException.Action.LIST_DRAFTS)).detail())
                .isEqualTo("The drafts in " + DRAFTS + " could not be listed: permission denied.");
        assertThat(Problem.of(new LocalDataException(LocalDataException.Action.SAVE_DRAFT, "Invoice", DRAFTS,
                new FileFailure(FileFailure.Kind.PERMISSION_DENIED, temporary.toString(), null), null)).detail())
                .isEqualTo("The draft “Invoice” could not be saved in " + DRAFTS + ": permission denied (" + temporary + ").");
        Messages.use(Locale.GERMAN);
        assertThat(Problem.of(new LocalDataException(LocalDataException.Action.RECORD_SENT, null, HISTORY,
                new FileFailure(FileFailure.Kind.SYSTEM, null, "No space left on device"), null)).detail())
                .isEqualTo("Die E-Mail konnte nicht in den Verlauf gesendeter E-Mails (" + HISTORY + ") eingetragen werden:"
                        + " No space left on device.");
    }

    @Test
    void aChangeToTheSavedSegmentsThatWasNotMadeSaysWhyAndWhereTheDamagedFileWent() {
        Problem damaged = Problem.of(SegmentFailures.of(SegmentException.Reason.FILE_DAMAGED, SEGMENTS));
        assertThat(damaged.title()).isEqualTo("A file of Mailroom's could not be read or written");
        assertThat(damaged.detail()).isEqualTo("The saved segments, " + SEGMENTS + ", could not be read (not valid JSON at character 12),"
                + " so nothing was changed. The file was set aside as p1.json.corrupt-1.");
        assertThat(Problem.of(SegmentFailures.of(SegmentException.Reason.FILE_FAILED, SEGMENTS)).detail())
                .isEqualTo("The saved segments, " + SEGMENTS + ", could not be read or written: permission denied.");
        Messages.use(Locale.GERMAN);
        Problem taken = Problem.of(SegmentFailures.of(SegmentException.Reason.NAME_TAKEN, SEGMENTS));
        assertThat(taken.title()).isEqualTo("Das Segment konnte nicht geändert werden");
        assertThat(taken.detail()).startsWith("Ein anderes Segment von newsletter heißt bereits „Germans“");
        assertThat(taken.remedy()).contains("Wählen Sie einen anderen Namen.");
    }

    @Test
    void everyInputRuleHasWordsInEveryLanguage() {
        for (InputRule rule : InputRule.values()) {
            List<Object> details = detailsOf(rule);
            assertWordedInEveryLanguage(rule.name(), () -> FieldWords.rule("company", rule, details));
        }
        assertThat(distinct(Arrays.stream(InputRule.values()).map(rule -> FieldWords.rule("company", rule, detailsOf(rule)))))
                .as("each rule its own words").hasSize(InputRule.values().length);
    }

    @Test
    void everyProfileRuleHasWordsInEveryLanguage() {
        for (ProfileRule rule : ProfileRule.values()) {
            FieldError error = new FieldError("name", rule, switch (rule) {
                case REQUIRED, SINGLE_LINE, NO_APPS -> List.of();
                case TOO_LONG, RATE_OUT_OF_RANGE -> List.of(64);
                case TIMEOUT_OUT_OF_RANGE -> List.of(10L);
                case SANDBOX_NAME, NAME_TAKEN, LISTED_TWICE, NOT_AN_EMAIL, NOT_A_SENDER -> List.of("Production");
                case INPUT, APP_ID -> List.of(InputRule.URL_NOT_HTTPS, List.of());
                case APP_NAME_TOO_LONG -> List.of("news", 64);
            });
            assertWordedInEveryLanguage(rule.name(), () -> FieldWords.of(error));
        }
    }

    /** Each reason a failure can have gets words of its own, in every language. */
    @Test
    void everyReasonOfEveryTypedFailureHasWordsInEveryLanguage() {
        assertEachWorded(SendOutcomeUnknownException.Why.values(), ApiFailures::outcomeUnknown);
        assertEachWorded(Contradiction.values(), ApiFailures::contradictory);
        assertEachWorded(ConnectionFailure.Kind.values(), kind -> ApiFailures.unreachable(URI.create("https://api.example.com"),
                new ConnectionFailure(kind, Duration.ofSeconds(30), "SocketException: Connection reset"), 2));
        assertEachWorded(FileFailure.Kind.values(), kind -> new LocalDataException(LocalDataException.Action.LIST_DRAFTS, null, DRAFTS,
                new FileFailure(kind, null, "Read-only file system"), null));
        assertEachWorded(LocalDataException.Action.values(), ProblemWordsTest::localData);
        assertEachWorded(SegmentException.Reason.values(), reason -> SegmentFailures.of(reason, SEGMENTS));
        assertEachWorded(ProfileException.Reason.values(), ProfileFailures::refusal);
        assertEachWorded(SecretStoreException.Operation.values(), operation -> SecretFailures.of(operation, true));
        assertEachWorded(SecretStoreException.Operation.values(), operation -> SecretFailures.of(operation, false));
    }

    /**
     * A send recorded in the history is worded from its failure's data alone, each kind its own
     * words in every language, the service's own message quoted as it came and no English left in German.
     */
    @Test
    void everyKindOfRecordedSendFailureHasWordsOfItsOwnInEveryLanguage() {
        for (Locale language : Messages.LANGUAGES) {
            Messages.use(language);
            List<String> details = new ArrayList<>();
            for (SendFailure.Kind kind : SendFailure.Kind.values()) {
                String words = ProblemWords.sendFailure(new SendFailure(kind, 503, 50300L, "Mail queue unavailable"));
                assertThat(words).as("%s in %s", kind, language).isNotBlank().doesNotContain("[problem.");
                details.add(words);
            }
            assertThat(new HashSet<>(details)).as("each kind its own words in %s", language).hasSize(SendFailure.Kind.values().length);
        }
        Messages.use(Locale.ENGLISH);
        for (SendFailure.Kind kind : SendFailure.Kind.values()) {
            SendFailure failure = new SendFailure(kind, 400, 40003L, "Sender address is not verified");
            String english = ProblemWords.sendFailure(failure);
            Messages.use(Locale.GERMAN);
            String german = ProblemWords.sendFailure(failure);
            Messages.use(Locale.ENGLISH);
            Set<String> left = wordsOf(english);
            left.retainAll(wordsOf(german));
            left.removeAll(ALIKE);
            left.removeAll(wordsOf(failure.serviceMessage()));
            assertThat(left).as("English left in the German words for %s:%n%s", kind, german).isEmpty();
        }
    }

    @Test
    void aRecordedRefusalQuotesTheServiceAsItCameInThePersonsLanguage() {
        SendFailure refused = new SendFailure(SendFailure.Kind.REFUSED, 400, 40003L, "Sender address is not verified");

        assertThat(ProblemWords.sendFailure(refused)).isEqualTo("The service said: “Sender address is not verified” (HTTP 400, code 40003).");
        Messages.use(Locale.GERMAN);
        assertThat(ProblemWords.sendFailure(refused)).isEqualTo("Der Dienst meldete: „Sender address is not verified“ (HTTP 400, Code 40003).");
        assertThat(ProblemWords.sendFailure(new SendFailure(SendFailure.Kind.KEY_REJECTED, 401, 40101L, "Invalid API key")))
                .isEqualTo("Der Dienst hat den API-Schlüssel dieses Profils nicht angenommen (HTTP 401, Code 40101). "
                        + "Der Dienst meldete: „Invalid API key“.");
        assertThat(ProblemWords.sendFailure(new SendFailure(SendFailure.Kind.UNREACHABLE, null, null, null)))
                .isEqualTo("Mailroom konnte den Dienst nicht erreichen; die E-Mail wurde nicht abgeschickt.");
    }

    @Test
    void aWaitIsSaidInWholeUnitsRoundedUpInTheLanguage() {
        assertThat(ProblemWords.length(Duration.ofSeconds(1))).isEqualTo("1 second");
        assertThat(ProblemWords.length(Duration.ofMillis(90_200))).isEqualTo("91 seconds");
        assertThat(ProblemWords.length(Duration.ofSeconds(300))).isEqualTo("5 minutes");
        assertThat(ProblemWords.length(Duration.ofMinutes(60))).isEqualTo("1 hour");
        assertThat(ProblemWords.length(Duration.ofMinutes(150))).isEqualTo("2 hours 30 minutes");
        Messages.use(Locale.GERMAN);
        assertThat(ProblemWords.length(Duration.ofMinutes(61))).isEqualTo("1 Stunde 1 Minute");
        Messages.use(Locale.of("es"));
        assertThat(ProblemWords.length(Duration.ofSeconds(45))).isEqualTo("45 segundos");
    }

    private static <E extends Enum<E>> void assertEachWorded(E[] values, Function<E, Throwable> failure) {
        for (Locale language : Messages.LANGUAGES) {
            Messages.use(language);
            List<String> details = new ArrayList<>();
            for (E value : values) {
                Problem problem = Problem.of(failure.apply(value));
                assertThat(words(problem)).as("%s in %s", value, language).doesNotContain("[problem.");
                assertThat(problem.detail()).as("%s in %s", value, language).isNotBlank();
                details.add(problem.detail());
            }
            assertThat(new HashSet<>(details)).as("each of %s its own words in %s", List.of(values), language).hasSize(values.length);
        }
        Messages.use(Locale.ENGLISH);
    }

    private static void assertWordedInEveryLanguage(String what, java.util.function.Supplier<String> words) {
        String english = words.get();
        assertThat(english).as(what).isNotBlank().doesNotContain("[problem.");
        for (Locale language : TRANSLATIONS) {
            Messages.use(language);
            assertThat(words.get()).as("%s in %s", what, language).isNotBlank().doesNotContain("[problem.").isNotEqualTo(english);
        }
        Messages.use(Locale.ENGLISH);
    }

    private static List<Object> detailsOf(InputRule rule) {
        return switch (rule) {
            case REQUIRED, NOT_AN_EMAIL, NOT_A_STATUS, BIRTHDAY_FORMAT, NO_SUCH_DATE, NOT_A_WHOLE_NUMBER, SINGLE_LINE,
                 NOT_AN_ABSOLUTE_URL, URL_WITH_CREDENTIALS, URL_WITH_QUERY, URL_NOT_HTTPS, KEY_CHARACTERS, TIMEOUT_NOT_POSITIVE,
                 ONE_RECIPIENT -> List.of();
            case TOO_LONG, AT_LEAST, RATE_TOO_LOW -> List.of(255);
            case NUMBER_TOO_LARGE -> List.of(InputRules.MAX_VIP_LEVEL);
            case TOO_MANY_CHARACTERS -> List.of(InputRules.MAX_BODY_LENGTH, InputRules.MAX_BODY_LENGTH + 1);
            case FILE_TOO_LONG -> List.of(InputRules.MAX_BODY_LENGTH, "body.txt");
            case UNKNOWN_DATA_KEY -> List.of(List.of("language", "firstName"));
            case CONTROL_CHARACTER -> List.of(1, 8);
            case CONTROL_CHARACTER_ON_LINE -> List.of(0, 2L);
            case OUT_OF_RANGE -> List.of(1, 500);
            case UNFILLED_PLACEHOLDERS -> List.of(List.of("firstName"));
        };
    }

    /** The words of the English problem that the German one still holds, but for data and what is written alike. */
    private static Set<String> englishLeft(Problem english, Problem german, String... data) {
        Set<String> allowed = new HashSet<>(ALIKE);
        Arrays.stream(data).forEach(text -> allowed.addAll(wordsOf(text)));
        Set<String> inGerman = wordsOf(words(german));
        Set<String> left = new LinkedHashSet<>(wordsOf(words(english)));
        left.retainAll(inGerman);
        left.removeAll(allowed);
        return left;
    }

    private static String words(Problem problem) {
        return problem.title() + "\n" + problem.detail() + "\n" + problem.remedy().orElse("");
    }

    /** The words of three letters or more in {@code text}: what "no English left" compares. */
    static Set<String> wordsOf(String text) {
        Set<String> words = new LinkedHashSet<>();
        Matcher matcher = WORD.matcher(text);
        while (matcher.find()) {
            words.add(matcher.group());
        }
        return words;
    }

    private static Set<String> distinct(Stream<String> texts) {
        return new HashSet<>(texts.toList());
    }
}
