package io.mailroom.api;

/** The service answered 401 or 403: the API key is missing, wrong or lacks the right. */
public final class CredentialsRejectedException extends ApiException {

    public CredentialsRejectedException(ServiceReply reply) {
        super("The service rejected the API key" + detail(reply) + " (" + reply.reference() + ")", reply, null);
    }

    private static String detail(ServiceReply reply) {
        return reply.message() == null || reply.message().isBlank() ? "" : ": " + reply.message();
    }
}
