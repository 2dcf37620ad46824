package io.mailroom.sandbox;

/** Ends the handling of a request early with an error envelope; thrown where the problem is found. */
final class Refusal extends RuntimeException {

    private final transient Reply reply;

    Refusal(ErrorCode error, String message) {
        this(Reply.error(error, message));
    }

    Refusal(Reply reply) {
        super(reply.message(), null, false, false);
        this.reply = reply;
    }

    static Refusal methodNotAllowed(String method, String path, String allowed) {
        return new Refusal(Reply.error(ErrorCode.METHOD_NOT_ALLOWED, "Method " + method + " is not allowed on " + path + "; use " + allowed)
                .withHeader("Allow", allowed));
    }

    /** A field of the request that breaks a rule: "pageSize: must be a whole number", as the service's message. */
    static Refusal invalidField(String field, String rule) {
        return new Refusal(ErrorCode.INVALID_FIELD, field + ": " + rule);
    }

    static Refusal noSuchEndpoint(String path) {
        return new Refusal(ErrorCode.NO_SUCH_ENDPOINT, "No such endpoint: " + path);
    }

    Reply reply() {
        return reply;
    }
}
