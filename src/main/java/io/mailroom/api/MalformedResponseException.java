package io.mailroom.api;

/**
 * The answer was not the service's JSON envelope (an HTML page from a proxy, an empty
 * body): reported with the HTTP status and a short snippet instead of a parser trace.
 */
public final class MalformedResponseException extends ApiException {

    private final String snippet;

    public MalformedResponseException(int httpStatus, String snippet) {
        this("The service answered HTTP " + httpStatus + " with something that is not its JSON envelope: "
                + (snippet.isEmpty() ? "(empty body)" : "\"" + snippet + "\""), httpStatus, snippet);
    }

    private MalformedResponseException(String message, int httpStatus, String snippet) {
        super(message, new ServiceReply(httpStatus, null, null, null), null);
        this.snippet = snippet;
    }

    /** An answer too large to read ({@code what} says how large): it was not read to its end, nor asked for again. */
    static MalformedResponseException tooLarge(int httpStatus, String what) {
        String said = Character.toUpperCase(what.charAt(0)) + what.substring(1);
        return new MalformedResponseException(said + "; it was not read further nor asked for again"
                + " (docs/decisions/038-answer-size-limit.md)", httpStatus, "");
    }

    public String snippet() {
        return snippet;
    }
}
