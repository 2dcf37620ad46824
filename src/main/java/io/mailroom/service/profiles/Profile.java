package io.mailroom.service.profiles;

import io.mailroom.api.ClientConfig;
import java.time.Duration;
import java.util.List;

/**
 * A connection to the service: where it is, which applications and senders to offer, and how
 * fast to go. The API key is not part of it; it lives in a {@code SecretStore} under {@link #id}.
 *
 * @param id             stable for the profile's life, so renaming keeps the key; null before it is first saved
 * @param baseUrl        null only for the built-in sandbox, whose address is known once it runs
 * @param defaultSender  one of {@code senders}, or null when there are none
 * @param keepsCopyOnDisk whether its local copy of the contacts is a file on this computer, else memory
 *                        alone, gone when the process ends (docs/local-copy.md)
 */
public record Profile(String id, String name, String baseUrl, List<AppRef> apps, List<String> senders,
                      String defaultSender, int rateLimit, Duration connectTimeout, Duration requestTimeout,
                      boolean keepsCopyOnDisk) {

    public static final String SANDBOX_ID = "sandbox";
    public static final String SANDBOX_NAME = "Sandbox";

    public Profile {
        apps = apps == null ? List.of() : List.copyOf(apps);
        senders = senders == null ? List.of() : List.copyOf(senders);
    }

    /** A new account profile with the service's defaults; {@link ProfileRules} checks it when it is saved. */
    public static Profile draft(String name, String baseUrl, List<AppRef> apps, List<String> senders) {
        return new Profile(null, name, baseUrl, apps, senders, senders == null || senders.isEmpty() ? null : senders.getFirst(),
                ClientConfig.DEFAULT_RATE_LIMIT, ClientConfig.DEFAULT_CONNECT_TIMEOUT, ClientConfig.DEFAULT_REQUEST_TIMEOUT, true);
    }

    public boolean isSandbox() {
        return SANDBOX_ID.equals(id);
    }

    public Profile withId(String newId) {
        return new Profile(newId, name, baseUrl, apps, senders, defaultSender, rateLimit, connectTimeout, requestTimeout, keepsCopyOnDisk);
    }

    public Profile withName(String newName) {
        return new Profile(id, newName, baseUrl, apps, senders, defaultSender, rateLimit, connectTimeout, requestTimeout, keepsCopyOnDisk);
    }

    public Profile withBaseUrl(String newBaseUrl) {
        return new Profile(id, name, newBaseUrl, apps, senders, defaultSender, rateLimit, connectTimeout, requestTimeout, keepsCopyOnDisk);
    }

    public Profile withApps(List<AppRef> newApps) {
        return new Profile(id, name, baseUrl, newApps, senders, defaultSender, rateLimit, connectTimeout, requestTimeout, keepsCopyOnDisk);
    }

    /** The senders, and the default among them: kept when still offered, else the first. */
    public Profile withSenders(List<String> newSenders, String newDefault) {
        String chosen = newDefault != null ? newDefault
                : newSenders.contains(defaultSender) ? defaultSender
                : newSenders.isEmpty() ? null : newSenders.getFirst();
        return new Profile(id, name, baseUrl, apps, newSenders, chosen, rateLimit, connectTimeout, requestTimeout, keepsCopyOnDisk);
    }

    public Profile withRateLimit(int newRateLimit) {
        return new Profile(id, name, baseUrl, apps, senders, defaultSender, newRateLimit, connectTimeout, requestTimeout, keepsCopyOnDisk);
    }

    /** A new time for each answer; connecting never gets longer than a whole answer. */
    public Profile withRequestTimeout(Duration request) {
        return withTimeouts(connectTimeout.compareTo(request) > 0 ? request : connectTimeout, request);
    }

    public Profile withTimeouts(Duration connect, Duration request) {
        return new Profile(id, name, baseUrl, apps, senders, defaultSender, rateLimit, connect, request, keepsCopyOnDisk);
    }

    /** Whether the local copy of the contacts is kept in a file, or in memory only. */
    public Profile withCopyOnDisk(boolean onDisk) {
        return new Profile(id, name, baseUrl, apps, senders, defaultSender, rateLimit, connectTimeout, requestTimeout, onDisk);
    }
}
