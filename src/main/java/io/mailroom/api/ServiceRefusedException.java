package io.mailroom.api;

/** The service answered with its envelope and refused the operation, or answered both yes and no. */
public final class ServiceRefusedException extends ApiException {

    private final boolean contradictory;

    public ServiceRefusedException(ServiceReply reply) {
        this(text(reply), reply, false);
    }

    private ServiceRefusedException(String message, ServiceReply reply, boolean contradictory) {
        super(message, reply, null);
        this.contradictory = contradictory;
    }

    /**
     * An answer that says both success and failure ({@code contradiction}, e.g. "success true
     * but code 5"): counted as a failure, and said to be a contradiction rather than quoting
     * the service's "OK" as if it were a reason.
     */
    static ServiceRefusedException contradictory(String contradiction, ServiceReply reply) {
        String said = reply.message() == null || reply.message().isBlank() ? "" : " (it said \"" + reply.message() + "\")";
        return new ServiceRefusedException("The service's answer contradicts itself: " + contradiction + said
                + "; Mailroom counts it as failed (" + reply.reference() + ")", reply, true);
    }

    /** True when the answer said both success and failure. */
    public boolean contradictory() {
        return contradictory;
    }

    private static String text(ServiceReply reply) {
        String said = reply.message() == null || reply.message().isBlank()
                ? "The service refused the request"
                : reply.message();
        return said + " (" + reply.reference() + ")";
    }
}
