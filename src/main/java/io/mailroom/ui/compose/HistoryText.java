package io.mailroom.ui.compose;

import atlantafx.base.theme.Styles;
import io.mailroom.service.compose.SendFailure;
import io.mailroom.service.compose.SendResult;
import io.mailroom.service.compose.SentEmail;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.Problem;
import io.mailroom.ui.common.ProblemWords;
import java.util.Optional;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.feather.Feather;

/** How the Sent tab words an entry: each result in words, a colour and an icon. */
final class HistoryText {

    private HistoryText() {
    }

    static String result(SendResult result) {
        return switch (result) {
            case SENT -> Messages.text("compose.result.sent");
            case OUTCOME_UNKNOWN -> Messages.text("compose.result.unknown");
            case FAILED -> Messages.text("compose.result.failed");
        };
    }

    /** What the result means for the person deciding whether to send again. */
    private static String explanation(SendResult result) {
        return switch (result) {
            case SENT -> Messages.text("compose.explanation.sent");
            case OUTCOME_UNKNOWN -> Messages.text("compose.explanation.unknown");
            case FAILED -> Messages.text("compose.explanation.failed");
        };
    }

    /**
     * How the send ended, for the details: what the result means, why it failed in the person's
     * language (what the service said quoted as it came), the requestId and what to do.
     */
    static Problem outcome(SentEmail email) {
        String remedy = remedy(email.result());
        return new Problem(explanation(email.result()), why(email), Optional.ofNullable(email.requestId()).filter(id -> !id.isBlank()),
                remedy.isEmpty() ? Optional.empty() : Optional.of(remedy));
    }

    /**
     * Why the send failed, worded from its recorded failure. An entry written before failures were
     * recorded as data (or whose kind is a newer version's) has only the English sentence of its
     * time, quoted as recorded (docs/decisions/046-history-keeps-why-a-send-failed.md).
     */
    private static String why(SentEmail email) {
        SendFailure failure = email.failure();
        if (failure != null && failure.kind() != null) {
            return ProblemWords.sendFailure(failure);
        }
        return email.message() == null || email.message().isBlank() ? "" : Messages.text("compose.explanation.recorded", email.message().strip());
    }

    /** What the person can do about it; empty when there is nothing to do. */
    private static String remedy(SendResult result) {
        return result == SendResult.OUTCOME_UNKNOWN ? Messages.text("compose.remedy.unknown") : "";
    }

    static String style(SendResult result) {
        return switch (result) {
            case SENT -> Styles.SUCCESS;
            case OUTCOME_UNKNOWN -> Styles.WARNING;
            case FAILED -> Styles.DANGER;
        };
    }

    static Ikon icon(SendResult result) {
        return switch (result) {
            case SENT -> Feather.CHECK_CIRCLE;
            case OUTCOME_UNKNOWN -> Feather.HELP_CIRCLE;
            case FAILED -> Feather.X_CIRCLE;
        };
    }

    static String subject(String subject) {
        return subject == null || subject.isBlank() ? Messages.text("compose.noSubject") : subject;
    }

    /** Text for a field that may be missing (no requestId when the service never answered). */
    static String orDash(String value) {
        return value == null || value.isBlank() ? "—" : value;
    }
}
