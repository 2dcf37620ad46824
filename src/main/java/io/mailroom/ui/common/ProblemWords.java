package io.mailroom.ui.common;

import io.mailroom.api.ApiException;
import io.mailroom.api.ConnectionFailure;
import io.mailroom.api.Contradiction;
import io.mailroom.api.CredentialsRejectedException;
import io.mailroom.api.InvalidInputException;
import io.mailroom.api.MalformedResponseException;
import io.mailroom.api.RateLimitedException;
import io.mailroom.api.SendOutcomeUnknownException;
import io.mailroom.api.ServiceRefusedException;
import io.mailroom.api.ServiceReply;
import io.mailroom.api.TransportException;
import io.mailroom.service.FileFailure;
import io.mailroom.service.ListKeptChangingException;
import io.mailroom.service.ListTooLargeException;
import io.mailroom.service.Unreadable;
import io.mailroom.service.compose.LocalDataException;
import io.mailroom.service.compose.SendFailure;
import io.mailroom.service.compose.UnreadableDraftException;
import io.mailroom.service.localcopy.AlreadyUndoneException;
import io.mailroom.service.localcopy.LocalCopyException;
import io.mailroom.service.localcopy.NewerCopyException;
import io.mailroom.service.localcopy.SegmentException;
import io.mailroom.service.localcopy.SyncRunningException;
import io.mailroom.service.profiles.FieldError;
import io.mailroom.service.profiles.InvalidProfileException;
import io.mailroom.service.profiles.MissingKeyException;
import io.mailroom.service.profiles.ProfileException;
import io.mailroom.service.profiles.ProfileStoreException;
import io.mailroom.service.profiles.ProfileSwitchedException;
import io.mailroom.service.secrets.SecretStoreException;
import io.mailroom.service.transfer.ImportFileException;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.stream.Collectors;

/**
 * Every typed failure of {@code api} and {@code service} in the person's language, from the data
 * it carries: a title, what happened, what the person can do, and the requestId. What the service
 * itself said (its message, an answer's first characters) and what the system said (a file error)
 * are quoted as they came; everything around them comes from the {@code problem} bundle.
 * {@link Problem#of} is the way in.
 */
public final class ProblemWords {

    private static final long MIB = 1024 * 1024;

    private ProblemWords() {
    }

    static Problem of(Throwable failure) {
        Optional<String> requestId = failure instanceof ApiException api ? api.requestId() : Optional.empty();
        return switch (failure) {
            case InvalidInputException refused -> problem(Messages.text("problem.input.title"),
                    Messages.text("problem.input.message", FieldWords.label(refused.field()), FieldWords.of(refused)),
                    Messages.text("problem.input.remedy"));
            case CredentialsRejectedException rejected -> new Problem(Messages.text("problem.credentials.title"),
                    said(rejected.reply(), Messages.text("problem.credentials.message", reference(rejected.reply()))), requestId,
                    Optional.of(Messages.text("problem.credentials.remedy")));
            case RateLimitedException limited -> rateLimited(limited, requestId);
            case ServiceRefusedException refused when refused.contradictory() -> new Problem(Messages.text("problem.contradiction.title"),
                    contradiction(refused.contradiction().orElseThrow(), refused.reply().orElseThrow()) + " "
                            + Messages.text("problem.contradiction.countedAsFailed"), requestId,
                    Optional.of(Messages.text("problem.contradiction.remedy")));
            case ServiceRefusedException refused -> refused(refused, requestId);
            case MalformedResponseException malformed -> new Problem(Messages.text("problem.malformed.title"), malformed(malformed),
                    requestId, Optional.of(Messages.text("problem.malformed.remedy")));
            case TransportException unreachable -> problem(Messages.text("problem.transport.title"),
                    Messages.text("problem.transport.message", unreachable.baseUrl().toString(), connection(unreachable.failure()),
                            unreachable.attempts()),
                    Messages.text("problem.transport.remedy"));
            case SendOutcomeUnknownException unknown -> new Problem(Messages.text("problem.outcome.title"),
                    outcome(unknown) + " " + Messages.text("problem.outcome.notResent"), requestId,
                    Optional.of(Messages.text("problem.outcome.remedy")));
            case MissingKeyException missing -> problem(Messages.text("problem.missingKey.title"),
                    Messages.text("problem.missingKey.message", missing.profileName()), Messages.text("problem.missingKey.remedy"));
            case InvalidProfileException invalid -> problem(Messages.text("problem.profile.title"), invalid.errors().stream()
                    .map(ProblemWords::fieldError).collect(Collectors.joining("\n")), Messages.text("problem.profile.remedy"));
            case ProfileException refused -> new Problem(Messages.text("problem.profile.notPossible"), profile(refused),
                    Optional.empty(), Optional.empty());
            case SecretStoreException keychain -> problem(Messages.text("problem.keychain.title"), keychain(keychain),
                    Messages.text("problem.keychain.remedy"));
            case ProfileStoreException ignored -> problem(Messages.text("problem.settingsStore.title"), Messages.text("problem.settingsStore.message"),
                    Messages.text("problem.settingsStore.remedy"));
            case UnreadableDraftException unreadable -> problem(Messages.text("problem.file.title"), unreadableDraft(unreadable.unreadable()),
                    Messages.text("problem.file.remedy"));
            case LocalDataException local -> problem(Messages.text("problem.file.title"), localData(local), Messages.text("problem.file.remedy"));
            case ListTooLargeException large -> problem(Messages.text("problem.listTooLarge.title"),
                    Messages.text("problem.listTooLarge.message", large.reported(), large.appId(), large.limit()),
                    Messages.text("problem.listTooLarge.remedy"));
            case ListKeptChangingException changing -> problem(Messages.text("problem.listKeptChanging.title"),
                    Messages.text("problem.listKeptChanging.message", changing.appId(), changing.changes().size()),
                    Messages.text("problem.listKeptChanging.remedy"));
            case NewerCopyException newer -> problem(Messages.text("problem.newerCopy.title"),
                    Messages.text("problem.newerCopy.message", newer.found(), newer.known()), Messages.text("problem.newerCopy.remedy"));
            case SyncRunningException running -> problem(Messages.text("problem.syncRunning.title"),
                    running.processId() == ProcessHandle.current().pid()
                            ? Messages.text("problem.syncRunning.here", running.appId(), Formats.dateTime(running.since()))
                            : Messages.text("problem.syncRunning.elsewhere", running.appId(), Formats.dateTime(running.since()),
                                    running.processId()),
                    Messages.text("problem.syncRunning.remedy"));
            case SegmentException segments -> segments(segments);
            case AlreadyUndoneException undone -> new Problem(Messages.text("problem.undone.title"), Messages.text("problem.undone.message"),
                    Optional.empty());
            case LocalCopyException copy -> problem(Messages.text("problem.localCopy.title"), localCopy(copy),
                    Messages.text("problem.localCopy.remedy"));
            case ProfileSwitchedException switched -> new Problem(Messages.text("problem.cancelled.title"),
                    Messages.text("problem.cancelled.profileSwitched", switched.switchedTo()), Optional.empty(), Optional.empty());
            case CancellationException ignored -> new Problem(Messages.text("problem.cancelled.title"),
                    Messages.text("problem.cancelled.message"), Optional.empty(), Optional.empty());
            default -> problem(Messages.text("problem.unexpected.title"), Messages.text("problem.unexpected.message", technical(failure)),
                    Messages.text("problem.unexpected.remedy"));
        };
    }

    /** A damaged draft file, why it could not be read, and whether it was set aside or left in place, in one sentence. */
    public static String unreadableDraft(Unreadable unreadable) {
        String why = ReadProblemWords.of(unreadable.reason());
        return unreadable.setAsideAs() == null
                ? Messages.text("problem.file.readDraft.leftInPlace", unreadable.file().toString(), why)
                : Messages.text("problem.file.readDraft.keptAs", unreadable.file().toString(), unreadable.setAsideAs().getFileName().toString(),
                        why);
    }

    /**
     * Why a send in the history failed or may have failed, in one or two sentences, from what was
     * recorded of it (docs/decisions/046-history-keeps-why-a-send-failed.md): the service's own
     * message is quoted as it came. The failure's kind must be known.
     */
    public static String sendFailure(SendFailure failure) {
        String reference = failure.httpStatus() == null ? "" : reference(new ServiceReply(failure.httpStatus(), failure.code(), null, null));
        String message = failure.serviceMessage();
        return switch (failure.kind()) {
            case KEY_REJECTED -> quoting(message, Messages.text("problem.credentials.message", reference));
            case RATE_LIMITED -> quoting(message, Messages.text("problem.sent.rateLimited", reference));
            case REFUSED -> blank(message)
                    ? Messages.text("problem.refused.noReason", reference)
                    : Messages.text("problem.refused.said", message, reference);
            case NOT_AN_ENVELOPE -> Messages.text("problem.outcome.notAnEnvelope", failure.httpStatus());
            case UNREACHABLE -> Messages.text("problem.sent.unreachable");
            case SERVICE_FAILED -> quoting(message, Messages.text("problem.outcome.serviceFailed", reference));
            case CONNECTION_LOST -> Messages.text("problem.sent.connectionLost");
            case ANSWER_TOO_LARGE -> Messages.text("problem.sent.answerTooLarge", failure.httpStatus());
            case CONTRADICTORY -> quoting(message, Messages.text("problem.sent.contradictory", reference));
            case UNREADABLE_ANSWER -> quoting(message, Messages.text("problem.outcome.unreadable", reference));
        };
    }

    /**
     * What went wrong with the local copy: the database's own words when it gave some (the
     * exception's message is Mailroom's English, for the log and the command line).
     */
    private static String localCopy(LocalCopyException failure) {
        Throwable cause = failure.getCause();
        while (cause != null && cause.getCause() != null && cause.getCause() != cause) {
            cause = cause.getCause();
        }
        return cause == null || blank(cause.getMessage()) ? Messages.text("problem.localCopy.message")
                : Messages.text("problem.localCopy.said", cause.getMessage());
    }

    /** A change to the saved segments that was not made (docs/decisions/052-segments-live-beside-the-copy.md). */
    private static Problem segments(SegmentException failed) {
        String appId = failed.appId().orElse("");
        String name = failed.name().orElse("");
        String file = failed.file().map(Object::toString).orElse("");
        return switch (failed.reason()) {
            case NAME_TAKEN -> problem(Messages.text("problem.segments.title"), Messages.text("problem.segments.nameTaken", appId, name),
                    Messages.text("problem.segments.nameTaken.remedy"));
            case NOT_FOUND -> problem(Messages.text("problem.segments.title"), Messages.text("problem.segments.notFound", appId, name),
                    Messages.text("problem.segments.notFound.remedy"));
            case FILE_DAMAGED -> {
                Unreadable damaged = failed.unreadable().orElseThrow();
                String why = ReadProblemWords.of(damaged.reason());
                yield damaged.setAsideAs() == null
                        ? problem(Messages.text("problem.file.title"), Messages.text("problem.segments.damaged.leftInPlace", file, why),
                                Messages.text("problem.file.remedy"))
                        : problem(Messages.text("problem.file.title"),
                                Messages.text("problem.segments.damaged.setAside", file, damaged.setAsideAs().getFileName().toString(), why),
                                Messages.text("problem.segments.damaged.remedy"));
            }
            case FILE_FAILED -> problem(Messages.text("problem.file.title"),
                    Messages.text("problem.segments.failed", file, failed.failure().map(failure -> fileFailure(failure, file)).orElse("")),
                    Messages.text("problem.file.remedy"));
        };
    }

    /** "Subject: Use at most 998 characters." */
    static String fieldError(FieldError error) {
        return Messages.text("problem.input.message", FieldWords.label(error.field()), FieldWords.of(error));
    }

    private static Problem problem(String title, String message, String remedy) {
        return new Problem(title, message, Optional.empty(), Optional.of(remedy));
    }

    private static Problem rateLimited(RateLimitedException limited, Optional<String> requestId) {
        String reference = reference(limited.reply());
        Optional<Duration> wait = limited.askedToWait();
        if (wait.isPresent()) {
            String until = until(limited.retryAt().orElseThrow());
            return new Problem(Messages.text("problem.rateLimited.title"),
                    Messages.text("problem.rateLimited.askedToWait", length(wait.get()), until, reference), requestId,
                    Optional.of(Messages.text("problem.wait.remedy", until)));
        }
        return new Problem(Messages.text("problem.rateLimited.title"),
                Messages.text("problem.rateLimited.gaveUp", limited.attempts(), reference), requestId,
                Optional.of(Messages.text("problem.rateLimited.gaveUp.remedy")));
    }

    private static Problem refused(ServiceRefusedException refused, Optional<String> requestId) {
        ServiceReply reply = refused.reply().orElseThrow();
        String reference = reference(reply);
        String message = blank(reply.message())
                ? Messages.text("problem.refused.noReason", reference)
                : Messages.text("problem.refused.said", reply.message(), reference);
        Optional<Duration> wait = refused.askedToWait();
        if (wait.isPresent()) {
            String until = until(refused.retryAt().orElseThrow());
            return new Problem(Messages.text("problem.refused.title"),
                    message + " " + Messages.text("problem.refused.askedToWait", length(wait.get()), until), requestId,
                    Optional.of(Messages.text("problem.wait.remedy", until)));
        }
        return new Problem(Messages.text("problem.refused.title"), message, requestId, Optional.of(Messages.text("problem.refused.remedy")));
    }

    private static String contradiction(Contradiction contradiction, ServiceReply reply) {
        String reference = reference(reply);
        String sentence = switch (contradiction) {
            case SUCCESS_WITH_ERROR_CODE -> Messages.text("problem.contradiction.successWithErrorCode", reply.code(), reference);
            case FAILURE_WITH_CODE_ZERO -> Messages.text("problem.contradiction.failureWithCodeZero", reference);
            case SUCCESS_WITH_ERROR_STATUS -> Messages.text("problem.contradiction.successWithErrorStatus", reply.httpStatus(), reference);
        };
        return blank(reply.message()) ? sentence : sentence + " " + Messages.text("problem.service.said", reply.message());
    }

    private static String malformed(MalformedResponseException malformed) {
        int status = malformed.reply().orElseThrow().httpStatus();
        if (malformed.sizeLimit().isPresent()) {
            return Messages.text("problem.malformed.tooLarge", status, malformed.sizeLimit().getAsLong() / MIB);
        }
        return malformed.snippet().isEmpty()
                ? Messages.text("problem.malformed.empty", status)
                : Messages.text("problem.malformed.message", status, malformed.snippet());
    }

    private static String outcome(SendOutcomeUnknownException unknown) {
        return switch (unknown.why()) {
            case SERVICE_FAILED -> Messages.text("problem.outcome.serviceFailed", reference(unknown.reply()));
            case CONNECTION_FAILED -> Messages.text("problem.outcome.connectionFailed", connection(unknown.connection().orElseThrow()));
            case NOT_AN_ENVELOPE -> Messages.text("problem.outcome.notAnEnvelope", unknown.answerStatus());
            case ANSWER_TOO_LARGE -> Messages.text("problem.outcome.answerTooLarge", unknown.answerStatus(), unknown.sizeLimit() / MIB);
            case CONTRADICTORY -> contradiction(unknown.contradiction().orElseThrow(), unknown.reply().orElseThrow());
            case UNREADABLE_ANSWER -> Messages.text("problem.outcome.unreadable", reference(unknown.reply()));
        };
    }

    private static String connection(ConnectionFailure failure) {
        return switch (failure.kind()) {
            case NO_CONNECTION_IN_TIME -> Messages.text("problem.connection.noConnectionInTime", length(failure.timeout()));
            case NO_ANSWER_IN_TIME -> Messages.text("problem.connection.noAnswerInTime", length(failure.timeout()));
            case REFUSED -> Messages.text("problem.connection.refused");
            case FAILED -> Messages.text("problem.connection.failed", failure.systemText());
        };
    }

    private static String profile(ProfileException refused) {
        List<?> details = refused.details();
        return switch (refused.reason()) {
            case NO_SUCH_PROFILE -> Messages.text("problem.profile.noSuchProfile", details.get(0), FieldWords.listed((List<?>) details.get(1)));
            case NO_LONGER_EXISTS -> Messages.text("problem.profile.noLongerExists", details.get(0));
            case SANDBOX_NOT_CHANGED -> Messages.text("problem.profile.sandboxNotChanged", details.get(0));
            case SANDBOX_NOT_REMOVED -> Messages.text("problem.profile.sandboxNotRemoved", details.get(0));
            case SANDBOX_TAKES_NO_KEY -> Messages.text("problem.profile.sandboxTakesNoKey", details.get(0));
            case MISSING_KEY -> Messages.text("problem.missingKey.message", details.get(0));
        };
    }

    private static String keychain(SecretStoreException failed) {
        if (failed.refused()) {
            return switch (failed.operation()) {
                case READ -> Messages.text("problem.keychain.refused.read");
                case STORE -> Messages.text("problem.keychain.refused.store");
                case DELETE -> Messages.text("problem.keychain.refused.delete");
            };
        }
        return switch (failed.operation()) {
            case READ -> Messages.text("problem.keychain.failed.read");
            case STORE -> Messages.text("problem.keychain.failed.store");
            case DELETE -> Messages.text("problem.keychain.failed.delete");
        };
    }

    private static String localData(LocalDataException failed) {
        String name = failed.draftName().orElse("");
        String where = failed.where().map(Object::toString).orElse("");
        String why = failed.failure().map(failure -> fileFailure(failure, where)).orElse("");
        return switch (failed.action()) {
            case SAVE_DRAFT -> Messages.text("problem.file.saveDraft", name, where, why);
            case REPLACE_UNREADABLE_DRAFT -> Messages.text("problem.file.replaceUnreadableDraft", name, where);
            case DELETE_DRAFT -> Messages.text("problem.file.deleteDraft", name, why);
            case LIST_DRAFTS -> Messages.text("problem.file.listDrafts", where, why);
            case READ_DRAFT -> Messages.text("problem.file.readDraft", where);
            case RECORD_SENT -> Messages.text("problem.file.recordSent", where, why);
            case READ_HISTORY -> Messages.text("problem.file.readHistory", where, why);
        };
    }

    /** An export that could not be written to {@code target}: nothing was left under its name (docs/contacts.md, "Export"). */
    public static Problem exportFailed(Path target, IOException failure) {
        FileFailure why = FileFailure.of(failure);
        // The file the system names is the temporary one beside the target: the person chose the target.
        return problem(Messages.text("problem.export.title"),
                Messages.text("problem.export.message", target.toString(), fileFailure(why, why.file())),
                Messages.text("problem.export.remedy"));
    }

    /** A file to import that has no header row, or stops being CSV at a line (docs/import.md, "Reading"). */
    public static Problem importUnreadable(ImportFileException failure) {
        String file = failure.file().getFileName().toString();
        String message = switch (failure.reason()) {
            case NO_HEADER_ROW -> Messages.text("problem.import.noHeaderRow", file);
            case NO_ADDRESS_COLUMN -> Messages.text("problem.import.noAddressColumn", file);
            case NOT_CSV -> Messages.text("problem.import.notCsv", file, failure.line());
        };
        return problem(Messages.text("problem.import.title"), message, Messages.text("problem.import.remedy"));
    }

    /** A file to import that could not be read, at the start or part-way. */
    public static Problem importCannotRead(Path file, IOException failure) {
        FileFailure why = FileFailure.of(failure);
        return problem(Messages.text("problem.import.title"),
                Messages.text("problem.import.cannotRead", file.toString(), fileFailure(why, file.toString())),
                Messages.text("problem.import.remedy"));
    }

    /** A rejects file that could not be written: nothing was left under its name (docs/import.md, "The rejects file"). */
    public static Problem rejectsFailed(Path target, IOException failure) {
        FileFailure why = FileFailure.of(failure);
        return problem(Messages.text("problem.rejects.title"),
                Messages.text("problem.export.message", target.toString(), fileFailure(why, why.file())),
                Messages.text("problem.export.remedy"));
    }

    /**
     * "permission denied (/home/ada/.mailroom/drafts/x.json)", the file left out when it is the one the
     * sentence names already; the system's own words are quoted as it gave them.
     */
    static String fileFailure(FileFailure failure, String named) {
        String said = switch (failure.kind()) {
            case PERMISSION_DENIED -> Messages.text("problem.fileFailure.permissionDenied");
            case NO_SUCH_FILE -> Messages.text("problem.fileFailure.noSuchFile");
            case ALREADY_EXISTS -> Messages.text("problem.fileFailure.alreadyExists");
            case STOPPED -> Messages.text("problem.fileFailure.stopped");
            case SYSTEM -> failure.systemText();
            case UNUSABLE -> Messages.text("problem.fileFailure.unusable");
            case IO_ERROR -> Messages.text("problem.fileFailure.ioError");
        };
        return failure.file() == null || failure.file().equals(named) ? said : Messages.text("problem.fileFailure.at", said, failure.file());
    }

    /** "The service said: “Invalid appId”." after the sentence, when it said anything. */
    private static String said(Optional<ServiceReply> reply, String sentence) {
        return quoting(reply.map(ServiceReply::message).orElse(null), sentence);
    }

    private static String quoting(String serviceMessage, String sentence) {
        return blank(serviceMessage) ? sentence : sentence + " " + Messages.text("problem.service.said", serviceMessage);
    }

    /** "HTTP 400, code 40001": what support needs besides the requestId, which the problem shows on its own. */
    private static String reference(Optional<ServiceReply> reply) {
        return reply.map(ProblemWords::reference).orElse("");
    }

    private static String reference(ServiceReply reply) {
        return reply.code() == null
                ? Messages.text("problem.reference.status", reply.httpStatus())
                : Messages.text("problem.reference.statusAndCode", reply.httpStatus(), reply.code());
    }

    /** "1 hour 30 minutes": whole units, rounded up, so the person never tries too early. */
    static String length(Duration wait) {
        long seconds = wait.toSeconds() + (wait.toNanosPart() > 0 ? 1 : 0);
        if (seconds < 120) {
            return Messages.text("problem.wait.seconds", seconds);
        }
        long minutes = (seconds + 59) / 60;
        if (minutes < 60) {
            return Messages.text("problem.wait.minutes", minutes);
        }
        return minutes % 60 == 0 ? Messages.text("problem.wait.hours", minutes / 60)
                : Messages.text("problem.wait.hoursAndMinutes", minutes / 60, minutes % 60);
    }

    /** The moment a wait ends, rounded up to the minute. */
    private static String until(Instant retryAt) {
        Instant minute = retryAt.truncatedTo(ChronoUnit.MINUTES);
        return Formats.dateTime(minute.equals(retryAt) ? minute : minute.plus(1, ChronoUnit.MINUTES));
    }

    /** An error nobody expected: its kind and the words it came with, which are for a developer. */
    private static String technical(Throwable failure) {
        return failure.getMessage() == null ? failure.getClass().getSimpleName()
                : failure.getClass().getSimpleName() + ": " + failure.getMessage();
    }

    private static boolean blank(String text) {
        return text == null || text.isBlank();
    }
}
