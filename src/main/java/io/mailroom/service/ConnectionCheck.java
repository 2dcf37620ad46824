package io.mailroom.service;

import io.mailroom.api.ContactPage;
import io.mailroom.api.Envelope;
import io.mailroom.api.ServiceClient;

/**
 * The cheapest request that proves the service is reachable and accepts the key: a
 * one-item page of an application. Failures surface as the client's ApiException.
 */
public final class ConnectionCheck {

    /** What the service answered: how many contacts the application has, and the request's id. */
    public record Result(String appId, long total, String requestId) {
    }

    private ConnectionCheck() {
    }

    public static Result run(ServiceClient client, String appId) {
        Envelope<ContactPage> envelope = client.listContacts(appId, 1, 1);
        return new Result(appId, envelope.data().total(), envelope.requestId());
    }
}
