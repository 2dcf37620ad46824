package io.mailroom.service.secrets;

import com.microsoft.credentialstorage.StorageProvider;
import com.microsoft.credentialstorage.model.StoredToken;
import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Finds the operating system's keychain, once per process and within a time limit. Where
 * there is none (no Secret Service, a locked keychain that cannot prompt, a library failure)
 * keys live in memory for the session and the person is told; never in a file or the preferences.
 */
public final class Keychain {

    public static final Duration DETECTION_TIMEOUT = Duration.ofSeconds(3);
    public static final String SESSION_ONLY_NOTICE =
            "No system keychain found — the API key will be forgotten when Mailroom closes";

    private static final System.Logger LOG = System.getLogger(Keychain.class.getName());
    /** Held strongly: java.util.logging forgets the level of a logger nobody references. */
    private static final Logger LIBRARY_LOG = Logger.getLogger("com.microsoft.credentialstorage");

    private static Detection system;

    /** How detection ended: a keychain answered, said there is none, failed, or did not answer in time. */
    public enum Outcome { FOUND, NONE, FAILED, TIMED_OUT }

    /** The store to use, what to tell the person when it is not the system keychain, and why. */
    public record Detection(SecretStore store, Optional<String> notice, Outcome outcome) {

        public static Detection found(SecretStore store) {
            return new Detection(store, Optional.empty(), Outcome.FOUND);
        }

        public static Detection sessionOnly(Outcome why) {
            return new Detection(new SessionSecretStore(), Optional.of(SESSION_ONLY_NOTICE), why);
        }
    }

    private Keychain() {
    }

    /** Blocks up to {@link #DETECTION_TIMEOUT} the first time; call it off the UI thread. */
    public static synchronized Detection system() {
        if (system == null) {
            system = detect(Keychain::probe, DETECTION_TIMEOUT);
        }
        return system;
    }

    /**
     * Runs {@code probe} on a daemon thread: a keychain call stuck in native code can be
     * neither interrupted nor allowed to keep the process alive.
     */
    static Detection detect(Callable<Optional<SecretStore>> probe, Duration timeout) {
        CompletableFuture<Optional<SecretStore>> found = new CompletableFuture<>();
        Thread.ofPlatform().daemon().name("mailroom-keychain-probe").start(() -> {
            try {
                found.complete(probe.call());
            } catch (Throwable failure) {
                found.completeExceptionally(failure);
            }
        });
        try {
            Optional<SecretStore> store = found.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
            if (store.isPresent()) {
                return Detection.found(store.get());
            }
            LOG.log(System.Logger.Level.DEBUG, "no system keychain is available");
            return Detection.sessionOnly(Outcome.NONE);
        } catch (TimeoutException e) {
            LOG.log(System.Logger.Level.DEBUG, () -> "the system keychain did not answer within " + timeout.toMillis() + " ms");
            return Detection.sessionOnly(Outcome.TIMED_OUT);
        } catch (ExecutionException e) {
            LOG.log(System.Logger.Level.DEBUG, "the system keychain failed", e.getCause());
            return Detection.sessionOnly(Outcome.FAILED);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Detection.sessionOnly(Outcome.FAILED);
        }
    }

    private static Optional<SecretStore> probe() {
        // The library logs stack traces at INFO and WARN for the everyday case of no keychain.
        LIBRARY_LOG.setLevel(Level.SEVERE);
        com.microsoft.credentialstorage.SecretStore<StoredToken> store =
                StorageProvider.getTokenStorage(true, StorageProvider.SecureOption.REQUIRED);
        return Optional.ofNullable(store).map(found -> new KeychainSecretStore(found, systemKeychain()));
    }

    private static SecretStoreKind systemKeychain() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        if (os.contains("mac")) {
            return SecretStoreKind.MACOS_KEYCHAIN;
        }
        if (os.contains("windows")) {
            return SecretStoreKind.WINDOWS_CREDENTIAL_MANAGER;
        }
        return SecretStoreKind.SECRET_SERVICE;
    }
}
