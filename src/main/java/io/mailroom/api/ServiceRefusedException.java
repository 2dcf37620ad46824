package io.mailroom.api;

/** The service answered with its envelope and refused the operation. */
public final class ServiceRefusedException extends ApiException {

    public ServiceRefusedException(ServiceReply reply) {
        super(text(reply), reply, null);
    }

    private static String text(ServiceReply reply) {
        String said = reply.message() == null || reply.message().isBlank()
                ? "The service refused the request"
                : reply.message();
        return said + " (" + reply.reference() + ")";
    }
}
