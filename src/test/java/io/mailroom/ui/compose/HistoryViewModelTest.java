package io.mailroom.ui.compose;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.service.FileFailure;
import io.mailroom.service.compose.LocalDataException;
import io.mailroom.service.compose.SendFailure;
import io.mailroom.service.compose.SendHistory;
import io.mailroom.service.compose.SendResult;
import io.mailroom.service.compose.SentEmail;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.HeldBackground;
import io.mailroom.ui.common.Messages;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Sent tab's state without the FX thread, over a real history file in a temporary data directory. */
class HistoryViewModelTest {

    private static final Instant START = Instant.parse("2026-03-01T09:00:00Z");

    @TempDir
    Path data;

    private final Clock clock = Clock.fixed(START.plusSeconds(3600), ZoneOffset.UTC);

    static SentEmail sent(int minute, String to, String subject, String requestId, SendResult result) {
        return new SentEmail(START.plusSeconds(60L * minute), "Production", "support@mailroom.example", to, subject,
                "Hello,\n\nbody of " + subject + ".", false, requestId, result, switch (result) {
                    case SENT -> null;
                    case OUTCOME_UNKNOWN -> "The email may have been sent: no answer within 30 s. It was not resent; check before sending again.";
                    case FAILED -> "Could not reach the service at https://api.example.com: connection refused (after 3 attempts)";
                }, switch (result) {
                    case SENT -> null;
                    case OUTCOME_UNKNOWN -> new SendFailure(SendFailure.Kind.CONNECTION_LOST, null, null, null);
                    case FAILED -> new SendFailure(SendFailure.Kind.UNREACHABLE, null, null, null);
                });
    }

    private static final SentEmail INVOICE = sent(1, "ada@example.com", "Your invoice", "req-AAA", SendResult.SENT);
    private static final SentEmail REMINDER = sent(2, "bob@example.com", "Invoice reminder", "req-BBB", SendResult.OUTCOME_UNKNOWN);
    private static final SentEmail WELCOME = sent(3, "carol@example.com", "Welcome", null, SendResult.FAILED);

    private SendHistory historyOf(SentEmail... entries) {
        SendHistory history = new SendHistory(data, clock);
        for (SentEmail entry : entries) {
            history.record(entry);
        }
        return history;
    }

    private HistoryViewModel modelOf(SentEmail... entries) {
        return new HistoryViewModel(historyOf(entries), Async.sameThread());
    }

    @Test
    void listsTheHistoryNewestFirst() {
        HistoryViewModel model = modelOf(INVOICE, REMINDER, WELCOME);

        assertThat(model.entries()).containsExactly(WELCOME, REMINDER, INVOICE);
        assertThat(model.loadingProperty().get()).isFalse();
        assertThat(model.problemProperty().get()).isNull();
        assertThat(model.noticeProperty().get()).isEmpty();
    }

    @Test
    void anEmptyHistorySaysNothingWasSentAndAFruitlessSearchSaysNothingMatches() {
        HistoryViewModel empty = modelOf();
        assertThat(empty.entries()).isEmpty();
        assertThat(empty.emptyTextProperty().get()).isEqualTo(Messages.text("compose.history.nothingSent"));

        HistoryViewModel model = modelOf(INVOICE);
        model.searchProperty().set("carol");
        assertThat(model.entries()).isEmpty();
        assertThat(model.emptyTextProperty().get()).isEqualTo(Messages.text("compose.history.nothingMatches"));
    }

    @Test
    void theSearchNeedsEveryWordInToSubjectOrRequestIdIgnoringCase() {
        HistoryViewModel model = modelOf(INVOICE, REMINDER, WELCOME);

        model.searchProperty().set("INVOICE");
        assertThat(model.entries()).containsExactly(REMINDER, INVOICE);
        model.searchProperty().set("invoice ada");
        assertThat(model.entries()).containsExactly(INVOICE);
        model.searchProperty().set("req-bbb");
        assertThat(model.entries()).containsExactly(REMINDER);
        model.searchProperty().set("carol@");
        assertThat(model.entries()).containsExactly(WELCOME);
        model.searchProperty().set("  ");
        assertThat(model.entries()).containsExactly(WELCOME, REMINDER, INVOICE);
    }

    @Test
    void onlyTheLatestSearchsAnswerIsShownWhateverOrderTheAnswersArriveIn() {
        HeldBackground background = new HeldBackground();
        HistoryViewModel model = new HistoryViewModel(historyOf(INVOICE, REMINDER, WELCOME), new Async(background, Runnable::run));
        model.searchProperty().set("ada");
        model.searchProperty().set("bob");
        assertThat(background.held()).isEqualTo(3);
        assertThat(model.loadingProperty().get()).isTrue();

        background.runOldest();
        background.runOldest();
        assertThat(model.entries()).as("older searches answered first are dropped").isEmpty();
        assertThat(model.loadingProperty().get()).isTrue();

        background.runNewest();
        assertThat(model.entries()).containsExactly(REMINDER);
        assertThat(model.loadingProperty().get()).isFalse();

        model.searchProperty().set("carol");
        model.searchProperty().set("ada");
        background.runNewest();
        background.runOldest();
        assertThat(model.entries()).as("an older search answered last is dropped").containsExactly(INVOICE);
        assertThat(model.loadingProperty().get()).isFalse();
    }

    @Test
    void refreshAndSearchPickUpAnEmailSentSinceTheLastRead() {
        SendHistory history = historyOf(INVOICE);
        HistoryViewModel model = new HistoryViewModel(history, Async.sameThread());
        SentEmail later = sent(10, "dan@example.com", "Invoice copy", "req-DDD", SendResult.SENT);

        history.record(REMINDER);
        model.refresh();
        assertThat(model.entries()).containsExactly(REMINDER, INVOICE);

        model.search("invoice");
        assertThat(model.searchProperty().get()).isEqualTo("invoice");
        history.record(later);
        model.search("invoice");
        assertThat(model.entries()).as("the same words searched again read the file again").containsExactly(later, REMINDER, INVOICE);
    }

    @Test
    void theSelectedEmailStaysSelectedWhileASearchStillFindsIt() {
        HistoryViewModel model = modelOf(INVOICE, REMINDER, WELCOME);
        model.selectedProperty().set(REMINDER);

        model.search("invoice");
        assertThat(model.selectedProperty().get()).isEqualTo(REMINDER);
        model.search("welcome");
        assertThat(model.selectedProperty().get()).isNull();
    }

    @Test
    void aDamagedFileIsReportedWithWhereItWasKeptUntilDismissedAndItsReadableEntriesStayListed() throws IOException {
        SendHistory history = historyOf(INVOICE, REMINDER);
        Files.writeString(history.file(), "{\"time\": \"2026-03-01T09:0\n", StandardOpenOption.APPEND);

        HistoryViewModel model = new HistoryViewModel(history, Async.sameThread());

        assertThat(model.entries()).containsExactly(REMINDER, INVOICE);
        Path keptAs = setAside();
        assertThat(model.noticeProperty().get())
                .contains("One line of the history", history.file().toString(), "line 3", "moved to " + keptAs.getFileName(),
                        "the 2 entries that could be read");
        assertThat(model.problemProperty().get()).isNull();

        model.refresh();
        assertThat(model.noticeProperty().get()).as("kept after the read that no longer meets the damage").contains("moved to");
        assertThat(model.entries()).containsExactly(REMINDER, INVOICE);

        model.dismissNotice();
        assertThat(model.noticeProperty().get()).isEmpty();
        model.refresh();
        assertThat(model.noticeProperty().get()).isEmpty();
    }

    @Test
    void whyLinesCouldNotBeReadIsToldInGermanWithNoEnglishLeft() throws IOException {
        SendHistory history = historyOf(INVOICE);
        Files.writeString(history.file(), "{\"time\": \"soon\", \"result\": \"SENT\"}\n{\"time\": \"2026-03-01T09:0\n", StandardOpenOption.APPEND);
        // A lock that cannot be opened leaves the damaged line in the file, and says why.
        Path lock = data.resolve("history.lock");
        Files.delete(lock);
        Files.createDirectory(lock);
        String systemSaid = history.entries().damaged().orElseThrow().leftBecause().failure().english();

        String english = new HistoryViewModel(history, Async.sameThread()).noticeProperty().get();
        Messages.use(Locale.GERMAN);
        String german;
        try {
            german = new HistoryViewModel(history, Async.sameThread()).noticeProperty().get();
        } finally {
            Messages.use(Locale.ENGLISH);
        }

        assertThat(english).contains("line 3: it ends in the middle of a history entry, as if cut short",
                "history.lock could not be opened", "line 2: the field “time” is “soon”, not a time like 2026-03-01T09:00:00Z");
        assertThat(german).contains("Zeile 3", "Zeile 2", "„time“", "„soon“", "history.lock");
        Set<String> left = wordsOf(english);
        left.retainAll(wordsOf(german));
        left.removeAll(wordsOf(history.file() + " " + systemSaid + " time soon JSON Mailroom"));
        assertThat(left).as("English left in the German notice:%n%s", german).isEmpty();
    }

    private static Set<String> wordsOf(String text) {
        Set<String> words = new HashSet<>();
        Matcher matcher = Pattern.compile("\\p{L}{3,}").matcher(text);
        while (matcher.find()) {
            words.add(matcher.group());
        }
        return words;
    }

    @Test
    void entriesThisVersionCannotShowAreToldOnceNotOnEverySearch() throws IOException {
        SendHistory history = historyOf(INVOICE, REMINDER);
        Files.writeString(history.file(), "{\"time\": \"2026-03-01T09:00:00Z\", \"result\": \"BOUNCED\"}\n", StandardOpenOption.APPEND);

        HistoryViewModel model = new HistoryViewModel(history, Async.sameThread());
        model.search("invoice");
        model.search("");

        assertThat(model.entries()).containsExactly(REMINDER, INVOICE);
        assertThat(model.noticeProperty().get()).contains("holds one entry this version of Mailroom cannot show")
                .doesNotContain("\n");
        model.dismissNotice();
        model.search("reminder");
        assertThat(model.noticeProperty().get()).as("stays dismissed").isEmpty();
    }

    @Test
    void aHistoryThatCannotBeReadIsAProblemUntilARefreshReadsIt() {
        HeldBackground background = new HeldBackground();
        background.release();
        Path history = data.resolve("history.jsonl");
        background.failWith(new LocalDataException(LocalDataException.Action.READ_HISTORY, null, history,
                new FileFailure(FileFailure.Kind.PERMISSION_DENIED, history.toString(), null), null));
        HistoryViewModel model = new HistoryViewModel(historyOf(INVOICE), new Async(background, Runnable::run));

        assertThat(model.problemProperty().get()).isNotNull();
        assertThat(model.problemProperty().get().detail()).contains("permission denied");
        assertThat(model.entries()).isEmpty();
        assertThat(model.loadingProperty().get()).isFalse();

        background.failWith(null);
        model.refresh();
        assertThat(model.problemProperty().get()).isNull();
        assertThat(model.entries()).containsExactly(INVOICE);
    }

    private Path setAside() throws IOException {
        try (Stream<Path> files = Files.list(data)) {
            List<Path> corrupt = files.filter(p -> p.getFileName().toString().startsWith("history.jsonl.corrupt-")).toList();
            assertThat(corrupt).hasSize(1);
            return corrupt.getFirst();
        }
    }
}
