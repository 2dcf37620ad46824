package io.mailroom.api;

/**
 * The answer was not the service's JSON envelope (an HTML page from a proxy, an empty
 * body): reported with the HTTP status and a short snippet instead of a parser trace.
 */
public final class MalformedResponseException extends ApiException {

    private final String snippet;

    public MalformedResponseException(int httpStatus, String snippet) {
        super("The service answered HTTP " + httpStatus + " with something that is not its JSON envelope: "
                + (snippet.isEmpty() ? "(empty body)" : "\"" + snippet + "\""),
                new ServiceReply(httpStatus, null, null, null), null);
        this.snippet = snippet;
    }

    public String snippet() {
        return snippet;
    }
}
