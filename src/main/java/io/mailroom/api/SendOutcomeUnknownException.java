package io.mailroom.api;

/**
 * A send whose fate is unknown: it timed out or the service failed after receiving it.
 * The email may have been sent; it is never resent automatically.
 */
public final class SendOutcomeUnknownException extends ApiException {

    public SendOutcomeUnknownException(String why, ServiceReply reply, Throwable cause) {
        super("The email may have been sent: " + why
                + (reply == null ? "" : " (" + reply.reference() + ")")
                + ". It was not resent; check before sending again.", reply, cause);
    }
}
