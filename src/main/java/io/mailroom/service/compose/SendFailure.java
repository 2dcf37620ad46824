package io.mailroom.service.compose;

import io.mailroom.api.ApiException;
import io.mailroom.api.CredentialsRejectedException;
import io.mailroom.api.InvalidInputException;
import io.mailroom.api.MalformedResponseException;
import io.mailroom.api.RateLimitedException;
import io.mailroom.api.SendOutcomeUnknownException;
import io.mailroom.api.ServiceRefusedException;
import io.mailroom.api.ServiceReply;
import io.mailroom.api.TransportException;
import java.util.Optional;

/**
 * Why a send failed or may have failed, as data a person's language can word
 * (docs/decisions/046-history-keeps-why-a-send-failed.md): the kind, and what the service answered
 * when it answered (HTTP status, its code and its own message, quoted as it came). The entry's
 * requestId is the service's reference. Null fields are what the service did not say.
 */
public record SendFailure(Kind kind, Integer httpStatus, Long code, String serviceMessage) {

    /** How the send ended; the first five mean it was not sent, the others that it may have been. */
    public enum Kind {
        /** The service rejected the API key (HTTP 401 or 403). */
        KEY_REJECTED,
        /** The service kept answering 429, or asked to wait longer than Mailroom waits. */
        RATE_LIMITED,
        /** The service answered with its envelope and refused the email. */
        REFUSED,
        /** The answer was not the service's envelope (a proxy's page, an empty body). */
        NOT_AN_ENVELOPE,
        /** The service could not be reached: the email never left. */
        UNREACHABLE,
        /** The service failed (5xx) after receiving the email. */
        SERVICE_FAILED,
        /** The connection failed or no answer came after the email may have left. */
        CONNECTION_LOST,
        /** The answer was larger than Mailroom reads. */
        ANSWER_TOO_LARGE,
        /** The answer said both success and failure. */
        CONTRADICTORY,
        /** The envelope could not be read. */
        UNREADABLE_ANSWER
    }

    /**
     * The failure a send ended with. Input refused before sending has none: nothing was sent, and
     * nothing is recorded.
     *
     * @throws IllegalArgumentException for an {@link InvalidInputException}
     */
    public static SendFailure of(ApiException failure) {
        return switch (failure) {
            case InvalidInputException refused -> throw new IllegalArgumentException("refused input is not a send that failed", refused);
            case CredentialsRejectedException rejected -> answered(Kind.KEY_REJECTED, rejected);
            case RateLimitedException limited -> answered(Kind.RATE_LIMITED, limited);
            case ServiceRefusedException refused -> answered(refused.contradictory() ? Kind.CONTRADICTORY : Kind.REFUSED, refused);
            case MalformedResponseException malformed ->
                    answered(malformed.sizeLimit().isPresent() ? Kind.ANSWER_TOO_LARGE : Kind.NOT_AN_ENVELOPE, malformed);
            case TransportException unreachable -> new SendFailure(Kind.UNREACHABLE, null, null, null);
            case SendOutcomeUnknownException unknown -> outcomeUnknown(unknown);
        };
    }

    private static SendFailure outcomeUnknown(SendOutcomeUnknownException unknown) {
        Kind kind = switch (unknown.why()) {
            case SERVICE_FAILED -> Kind.SERVICE_FAILED;
            case CONNECTION_FAILED -> Kind.CONNECTION_LOST;
            case NOT_AN_ENVELOPE -> Kind.NOT_AN_ENVELOPE;
            case ANSWER_TOO_LARGE -> Kind.ANSWER_TOO_LARGE;
            case CONTRADICTORY -> Kind.CONTRADICTORY;
            case UNREADABLE_ANSWER -> Kind.UNREADABLE_ANSWER;
        };
        if (unknown.reply().isEmpty() && unknown.answerStatus() > 0) {
            // An answer that was no envelope, or too large to read, left only its status.
            return new SendFailure(kind, unknown.answerStatus(), null, null);
        }
        return answered(kind, unknown);
    }

    private static SendFailure answered(Kind kind, ApiException failure) {
        Optional<ServiceReply> reply = failure.reply();
        return new SendFailure(kind, reply.map(ServiceReply::httpStatus).orElse(null), reply.map(ServiceReply::code).orElse(null),
                reply.map(ServiceReply::message).filter(message -> !message.isBlank()).orElse(null));
    }
}
