package io.mailroom.api;

import java.util.Optional;

/**
 * A send whose fate is unknown: it timed out or the service failed after receiving it.
 * The email may have been sent; it is never resent automatically. {@link #why()} says what
 * happened, with its data; the message is the command line's English.
 */
public final class SendOutcomeUnknownException extends ApiException {

    public enum Why {
        /** The service answered with a server error after receiving the email; the reply says more. */
        SERVICE_FAILED,
        /** The connection failed or no answer came after the email may have left: {@link #connection()}. */
        CONNECTION_FAILED,
        /** A 2xx answer that is not the service's envelope: {@link #answerStatus()}. */
        NOT_AN_ENVELOPE,
        /** An answer larger than Mailroom reads: {@link #answerStatus()}, {@link #sizeLimit()}. */
        ANSWER_TOO_LARGE,
        /** The envelope says both success and failure: {@link #contradiction()}, and the reply. */
        CONTRADICTORY,
        /** The envelope could not be read; the reply says what could be. */
        UNREADABLE_ANSWER
    }

    private final Why why;
    private final int answerStatus;
    private final long sizeLimit;
    private final ConnectionFailure connection;
    private final Contradiction contradiction;

    private SendOutcomeUnknownException(Why why, ServiceReply reply, Throwable cause, int answerStatus, long sizeLimit,
                                        ConnectionFailure connection, Contradiction contradiction) {
        super("The email may have been sent: " + english(why, reply, answerStatus, sizeLimit, connection, contradiction)
                + (reply == null ? "" : " (" + reply.reference() + ")")
                + ". It was not resent; check before sending again.", reply, cause);
        this.why = why;
        this.answerStatus = answerStatus;
        this.sizeLimit = sizeLimit;
        this.connection = connection;
        this.contradiction = contradiction;
    }

    static SendOutcomeUnknownException serviceFailed(ServiceReply reply) {
        return new SendOutcomeUnknownException(Why.SERVICE_FAILED, reply, null, reply.httpStatus(), 0, null, null);
    }

    static SendOutcomeUnknownException connectionFailed(ConnectionFailure failure, Throwable cause) {
        return new SendOutcomeUnknownException(Why.CONNECTION_FAILED, null, cause, 0, 0, failure, null);
    }

    static SendOutcomeUnknownException notAnEnvelope(int status) {
        return new SendOutcomeUnknownException(Why.NOT_AN_ENVELOPE, null, null, status, 0, null, null);
    }

    static SendOutcomeUnknownException answerTooLarge(int status, long limit, Throwable cause) {
        return new SendOutcomeUnknownException(Why.ANSWER_TOO_LARGE, null, cause, status, limit, null, null);
    }

    static SendOutcomeUnknownException contradictory(Contradiction contradiction, ServiceReply reply) {
        return new SendOutcomeUnknownException(Why.CONTRADICTORY, reply, null, reply.httpStatus(), 0, null, contradiction);
    }

    static SendOutcomeUnknownException unreadable(ServiceReply reply) {
        return new SendOutcomeUnknownException(Why.UNREADABLE_ANSWER, reply, null, reply.httpStatus(), 0, null, null);
    }

    public Why why() {
        return why;
    }

    /** The HTTP status of the answer, when there was one (0 when none came). */
    public int answerStatus() {
        return answerStatus;
    }

    /** The most Mailroom reads of one answer, in bytes, for {@link Why#ANSWER_TOO_LARGE} (0 otherwise). */
    public long sizeLimit() {
        return sizeLimit;
    }

    public Optional<ConnectionFailure> connection() {
        return Optional.ofNullable(connection);
    }

    public Optional<Contradiction> contradiction() {
        return Optional.ofNullable(contradiction);
    }

    private static String english(Why why, ServiceReply reply, int status, long limit, ConnectionFailure connection,
                                  Contradiction contradiction) {
        return switch (why) {
            case SERVICE_FAILED -> "the service failed after receiving it";
            case CONNECTION_FAILED -> connection.english();
            case NOT_AN_ENVELOPE -> "the service answered HTTP " + status + " with something that is not its JSON envelope";
            case ANSWER_TOO_LARGE -> MalformedResponseException.tooLargeEnglish(status, limit);
            case CONTRADICTORY -> "the service's answer contradicts itself: " + contradiction.english(reply);
            case UNREADABLE_ANSWER -> "the service's answer could not be read";
        };
    }
}
