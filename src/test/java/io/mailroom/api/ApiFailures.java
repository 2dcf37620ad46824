package io.mailroom.api;

import java.net.URI;
import java.time.Duration;
import java.time.Instant;

/**
 * The api's failures built as the client builds them, for tests of how another layer words them
 * (the factories are the package's own). Every reply names the same requestId.
 */
public final class ApiFailures {

    public static final String REQUEST_ID = "req_0123456789abcdef";

    private ApiFailures() {
    }

    public static ServiceReply reply(int status, Long code, String message) {
        return new ServiceReply(status, code, message, REQUEST_ID);
    }

    /** An answer that holds {@code contradiction}, with the service's "OK". */
    public static ServiceRefusedException contradictory(Contradiction contradiction) {
        return ServiceRefusedException.contradictory(contradiction, contradicting(contradiction));
    }

    /** A 503 whose Retry-After asked for {@code wait}, counted from {@code now}. */
    public static ServiceRefusedException refusedAskingToWait(Duration wait, Instant now) {
        return ServiceRefusedException.askedToWait(reply(503, 50300L, "Service unavailable"), wait, now);
    }

    /** A 429 whose Retry-After asked for {@code wait}, counted from {@code now}. */
    public static RateLimitedException rateLimitedAskingToWait(Duration wait, Instant now) {
        return RateLimitedException.askedToWait(reply(429, 42900L, "Too many requests"), wait, 1, now);
    }

    public static MalformedResponseException tooLarge(int status) {
        return MalformedResponseException.tooLarge(status, BoundedBody.MAX_BYTES);
    }

    public static TransportException unreachable(URI baseUrl, ConnectionFailure failure, int attempts) {
        return new TransportException(baseUrl, failure, attempts, null);
    }

    /** A send whose outcome is unknown for {@code why}, with the data that reason carries. */
    public static SendOutcomeUnknownException outcomeUnknown(SendOutcomeUnknownException.Why why) {
        return switch (why) {
            case SERVICE_FAILED -> SendOutcomeUnknownException.serviceFailed(reply(500, 50000L, "Internal error"));
            case CONNECTION_FAILED -> SendOutcomeUnknownException.connectionFailed(
                    new ConnectionFailure(ConnectionFailure.Kind.NO_ANSWER_IN_TIME, Duration.ofSeconds(30), null), null);
            case NOT_AN_ENVELOPE -> SendOutcomeUnknownException.notAnEnvelope(200);
            case ANSWER_TOO_LARGE -> SendOutcomeUnknownException.answerTooLarge(200, BoundedBody.MAX_BYTES, null);
            case CONTRADICTORY -> SendOutcomeUnknownException.contradictory(Contradiction.SUCCESS_WITH_ERROR_CODE,
                    contradicting(Contradiction.SUCCESS_WITH_ERROR_CODE));
            case UNREADABLE_ANSWER -> SendOutcomeUnknownException.unreadable(reply(200, 0L, "Sent"));
        };
    }

    private static ServiceReply contradicting(Contradiction contradiction) {
        return switch (contradiction) {
            case SUCCESS_WITH_ERROR_CODE -> reply(200, 5L, "OK");
            case FAILURE_WITH_CODE_ZERO -> reply(200, 0L, "OK");
            case SUCCESS_WITH_ERROR_STATUS -> reply(409, 0L, "OK");
        };
    }
}
