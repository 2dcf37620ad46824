package io.mailroom.sandbox;

import io.mailroom.api.Contact;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/** The sandbox's generated contacts, for tests and benchmarks outside its package that need many believable ones. */
public final class SeededContacts {

    private SeededContacts() {
    }

    /**
     * {@code count} contacts split over the sandbox's applications as {@link SandboxServer} seeds them
     * ({@link SandboxServer#SEED_APP_IDS}: 60%, 30%, the rest), the same for the same seed and anchor.
     */
    public static Map<String, List<Contact>> of(int count, long seed, Instant anchor) {
        return ContactSeeder.seed(count, seed, anchor);
    }
}
