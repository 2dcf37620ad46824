package io.mailroom.api;

import java.util.OptionalLong;

/**
 * The answer was not the service's JSON envelope (an HTML page from a proxy, an empty
 * body): reported with the HTTP status and a short snippet instead of a parser trace.
 */
public final class MalformedResponseException extends ApiException {

    private final String snippet;
    private final long sizeLimit;

    public MalformedResponseException(int httpStatus, String snippet) {
        this("The service answered HTTP " + httpStatus + " with something that is not its JSON envelope: "
                + (snippet.isEmpty() ? "(empty body)" : "\"" + snippet + "\""), httpStatus, snippet, 0);
    }

    private MalformedResponseException(String message, int httpStatus, String snippet, long sizeLimit) {
        super(message, new ServiceReply(httpStatus, null, null, null), null);
        this.snippet = snippet;
        this.sizeLimit = sizeLimit;
    }

    /** An answer larger than {@code limit} bytes: it was not read to its end, nor asked for again. */
    static MalformedResponseException tooLarge(int httpStatus, long limit) {
        String said = tooLargeEnglish(httpStatus, limit);
        return new MalformedResponseException(Character.toUpperCase(said.charAt(0)) + said.substring(1)
                + "; it was not read further nor asked for again (docs/decisions/038-answer-size-limit.md)",
                httpStatus, "", limit);
    }

    /** "the service answered HTTP 200 with more than 32 MiB, more than Mailroom reads in one answer". */
    static String tooLargeEnglish(int httpStatus, long limit) {
        return "the service answered HTTP " + httpStatus + " with more than " + limit / (1024 * 1024)
                + " MiB, more than Mailroom reads in one answer";
    }

    public String snippet() {
        return snippet;
    }

    /** The most Mailroom reads of one answer, in bytes, when this answer was larger. */
    public OptionalLong sizeLimit() {
        return sizeLimit == 0 ? OptionalLong.empty() : OptionalLong.of(sizeLimit);
    }
}
