package io.mailroom.ui.compose;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.service.compose.SendFailure;
import io.mailroom.service.compose.SendResult;
import io.mailroom.service.compose.SentEmail;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.Problem;
import java.time.Instant;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * How the Sent tab's details say how a send ended, without the FX thread: from the failure kept in
 * the history, in the person's language, never from the command line's English kept beside it.
 */
class HistoryTextTest {

    private static final String CLI_ENGLISH = "Sender address is not verified (HTTP 400, code 40003, requestId req_1)";

    @AfterEach
    void english() {
        Messages.use(Locale.ENGLISH);
    }

    private static SentEmail entry(SendResult result, String message, SendFailure failure) {
        return new SentEmail(Instant.parse("2026-03-01T09:00:00Z"), "Production", "support@mailroom.example", "ada@example.com", "Hi",
                "Body", false, "req_1", result, message, failure);
    }

    private static final SentEmail REFUSED = entry(SendResult.FAILED, CLI_ENGLISH,
            new SendFailure(SendFailure.Kind.REFUSED, 400, 40003L, "Sender address is not verified"));

    @Test
    void aFailedSendIsExplainedFromItsFailureInEnglish() {
        Problem outcome = HistoryText.outcome(REFUSED);

        assertThat(outcome).isEqualTo(new Problem("This email was not sent.",
                "The service said: “Sender address is not verified” (HTTP 400, code 40003).", Optional.of("req_1"), Optional.empty()));
    }

    @Test
    void aFailedSendIsExplainedInGermanWithTheServicesOwnMessageQuotedAsSent() {
        Messages.use(Locale.GERMAN);

        Problem outcome = HistoryText.outcome(REFUSED);

        assertThat(outcome.title()).isEqualTo("Diese E-Mail wurde nicht gesendet.");
        assertThat(outcome.detail()).isEqualTo("Der Dienst meldete: „Sender address is not verified“ (HTTP 400, Code 40003).")
                .doesNotContain(CLI_ENGLISH);
        assertThat(outcome.requestId()).contains("req_1");
    }

    @Test
    void aSendThatMayHaveGoneOutSaysWhyAndWhatToDoInGerman() {
        Messages.use(Locale.GERMAN);

        Problem outcome = HistoryText.outcome(entry(SendResult.OUTCOME_UNKNOWN, "The email may have been sent: the service failed",
                new SendFailure(SendFailure.Kind.SERVICE_FAILED, 503, 50300L, "Mail queue unavailable")));

        assertThat(outcome.title()).isEqualTo(Messages.text("compose.explanation.unknown"));
        assertThat(outcome.detail()).isEqualTo("Beim Dienst trat nach dem Empfang der E-Mail ein Fehler auf (HTTP 503, Code 50300). "
                + "Der Dienst meldete: „Mail queue unavailable“.");
        assertThat(outcome.remedy()).contains(Messages.text("compose.remedy.unknown"));
    }

    @Test
    void aSentEmailHasNothingToExplainButItsAcceptance() {
        Problem outcome = HistoryText.outcome(entry(SendResult.SENT, null, null));

        assertThat(outcome).isEqualTo(new Problem(Messages.text("compose.explanation.sent"), "", Optional.of("req_1"), Optional.empty()));
    }

    /** Entries written before the failure was kept as data have only the English of their time: quoted, framed in the language. */
    @Test
    void anEntryOfAnEarlierVersionQuotesTheSentenceItRecorded() {
        Messages.use(Locale.GERMAN);

        assertThat(HistoryText.outcome(entry(SendResult.FAILED, CLI_ENGLISH, null)).detail())
                .isEqualTo("Mailroom hat damals festgehalten: „" + CLI_ENGLISH + "“");
        assertThat(HistoryText.outcome(entry(SendResult.FAILED, CLI_ENGLISH, new SendFailure(null, 200, 0L, "Mailbox full"))).detail())
                .as("a kind only a newer version knows").isEqualTo("Mailroom hat damals festgehalten: „" + CLI_ENGLISH + "“");
    }
}
