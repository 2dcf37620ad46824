package io.mailroom.api;

import java.time.Duration;

/**
 * Why an exchange with the service failed on the way, as data: the kind, the timeout that ran out
 * (for the two kinds of timeout) or the system's own words, key redacted (for {@link Kind#FAILED}).
 */
public record ConnectionFailure(Kind kind, Duration timeout, String systemText) {

    public enum Kind {
        /** No connection within the connect timeout. */
        NO_CONNECTION_IN_TIME,
        /** No whole answer within the request timeout. */
        NO_ANSWER_IN_TIME,
        /** The address refused the connection. */
        REFUSED,
        /** The connection failed otherwise; {@link #systemText()} says how. */
        FAILED
    }

    static ConnectionFailure timedOut(Kind kind, Duration timeout) {
        return new ConnectionFailure(kind, timeout, null);
    }

    static ConnectionFailure refused() {
        return new ConnectionFailure(Kind.REFUSED, null, null);
    }

    static ConnectionFailure failed(String systemText) {
        return new ConnectionFailure(Kind.FAILED, null, systemText);
    }

    /** "no answer within 30 s", as the command line says it. */
    String english() {
        return switch (kind) {
            case NO_CONNECTION_IN_TIME -> "no connection within " + seconds(timeout);
            case NO_ANSWER_IN_TIME -> "no answer within " + seconds(timeout);
            case REFUSED -> "connection refused";
            case FAILED -> "the connection failed (" + systemText + ")";
        };
    }

    private static String seconds(Duration duration) {
        return duration.toMillis() % 1000 == 0 ? duration.toSeconds() + " s" : duration.toMillis() + " ms";
    }
}
