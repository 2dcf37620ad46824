package io.mailroom.service.compose;

import io.mailroom.api.ApiException;
import io.mailroom.api.Email;
import io.mailroom.api.Envelope;
import io.mailroom.api.InputRules;
import io.mailroom.api.InputRule;
import io.mailroom.api.InvalidInputException;
import io.mailroom.api.SendOutcomeUnknownException;
import io.mailroom.api.ServiceClient;
import java.time.Clock;

/**
 * The one way an email is sent, by the command line and the compose pane alike: checked by
 * {@link InputRules}, sent once through the {@link ServiceClient}, and recorded in the history
 * whatever happened (a history that cannot be written is reported, never a reason to fail a send). Input refused before sending is not recorded: nothing was sent. A send whose
 * outcome is unknown is recorded as such and never resent here; the caller tells the person.
 */
public final class EmailSending {

    private static final System.Logger LOG = System.getLogger(EmailSending.class.getName());

    private final SendHistory history;
    private final Clock clock;

    public EmailSending(SendHistory history, Clock clock) {
        this.history = history;
        this.clock = clock;
    }

    /**
     * A success: the history entry, the service's answer as it came (for scripts that want it
     * whole), and why the entry could not be written to the history (null when it was).
     */
    public record Sent(SentEmail entry, Envelope<Void> envelope, LocalDataException notRecorded) {
    }

    /**
     * Sends the email the draft holds (its name is not used), its placeholders filled from its
     * fields, and returns the history entry of a success. Every {@link ApiException} is rethrown
     * after it is recorded.
     *
     * @param sendUnfilled send even when a placeholder has no value (it goes out as typed); else refuse
     * @throws InvalidInputException when a field breaks a rule or a placeholder is unfilled; nothing was sent or recorded
     * @throws SendOutcomeUnknownException when the email may have been sent; recorded as OUTCOME_UNKNOWN
     * @throws ApiException any other failure; recorded as FAILED with its message, its {@link SendFailure} and requestId
     */
    public Sent send(ServiceClient client, Draft draft, boolean sendUnfilled) {
        Placeholders.Filled filled = Placeholders.fill(draft.subject(), draft.body(), draft.html(), draft.fields());
        if (!sendUnfilled && !filled.complete()) {
            throw new InvalidInputException("placeholders", InputRule.UNFILLED_PLACEHOLDERS, filled.unfilled());
        }
        Email email = InputRules.email(draft.from(), draft.to(), filled.subject(), filled.body());
        try {
            Envelope<Void> envelope = client.send(email);
            SentEmail sent = entry(draft.profile(), email, draft.html(), envelope.requestId(), SendResult.SENT, null);
            return new Sent(sent, envelope, record(sent));
        } catch (InvalidInputException e) {
            throw e;
        } catch (SendOutcomeUnknownException e) {
            record(entry(draft.profile(), email, draft.html(), e.requestId().orElse(null), SendResult.OUTCOME_UNKNOWN, e));
            throw e;
        } catch (ApiException e) {
            record(entry(draft.profile(), email, draft.html(), e.requestId().orElse(null), SendResult.FAILED, e));
            throw e;
        }
    }

    /**
     * Records the entry, or says why it could not: a history that cannot be written must not turn an
     * email that went out into an apparent failure (the person would send it again), nor hide why a send failed.
     */
    private LocalDataException record(SentEmail entry) {
        try {
            history.record(entry);
            return null;
        } catch (LocalDataException e) {
            LOG.log(System.Logger.Level.WARNING, e.getMessage());
            return e;
        }
    }

    /** The entry of a send; a failure is kept both as data and in the command line's English. */
    private SentEmail entry(String profile, Email email, boolean html, String requestId, SendResult result, ApiException failure) {
        return new SentEmail(clock.instant(), profile, email.from(), email.to(), email.subject(), email.body(),
                html, requestId, result, failure == null ? null : failure.getMessage(), failure == null ? null : SendFailure.of(failure));
    }
}
