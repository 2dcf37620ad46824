package io.mailroom.sandbox;

import java.time.Duration;

/** One armed misbehaviour, taken by a single {@code /v1} request. */
sealed interface InjectedFault {

    /** Answer with this error envelope instead of processing, with a {@code Retry-After} when {@code retryAfter} is not null. */
    record Failure(int status, long code, String message, Duration retryAfter) implements InjectedFault {
    }

    /** Answer 502 with an HTML page, as a proxy in front of the service would. */
    record Malformed() implements InjectedFault {
    }

    /** Close the connection without any answer. */
    record Drop() implements InjectedFault {
    }

    /** Process the request, then hold the answer back for {@code delay}. */
    record AnswerLate(Duration delay) implements InjectedFault {
    }
}
