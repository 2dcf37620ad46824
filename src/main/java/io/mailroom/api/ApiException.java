package io.mailroom.api;

import java.util.Optional;

/**
 * Every way a call to the service can fail. The message is written for a person and
 * never contains the API key; {@link #reply()} carries what the service said, if anything.
 */
public abstract sealed class ApiException extends RuntimeException
        permits InvalidInputException, CredentialsRejectedException, RateLimitedException,
                ServiceRefusedException, MalformedResponseException, TransportException,
                SendOutcomeUnknownException {

    private final transient ServiceReply reply;

    protected ApiException(String message, ServiceReply reply, Throwable cause) {
        super(message, cause, false, true);
        this.reply = reply;
    }

    public Optional<ServiceReply> reply() {
        return Optional.ofNullable(reply);
    }

    public Optional<String> requestId() {
        return reply().map(ServiceReply::requestId).filter(id -> !id.isBlank());
    }
}
