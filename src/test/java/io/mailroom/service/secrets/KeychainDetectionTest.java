package io.mailroom.service.secrets;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

/** Detection always ends with a usable store, and says plainly when keys will not outlive the session. */
class KeychainDetectionTest {

    /** Long enough never to cut short a probe that answers at once, however busy the machine. */
    private static final Duration TIMEOUT = Duration.ofSeconds(30);

    @Test
    void aKeychainThatAnswersIsUsedWithoutANotice() {
        SecretStore keychain = new KeychainDouble();

        Keychain.Detection detection = Keychain.detect(() -> Optional.of(keychain), TIMEOUT);

        assertThat(detection.store()).isSameAs(keychain);
        assertThat(detection.notice()).isEmpty();
        assertThat(detection.outcome()).isEqualTo(Keychain.Outcome.FOUND);
    }

    @Test
    void noKeychainFallsBackToTheSessionAndSaysSo() {
        Keychain.Detection detection = Keychain.detect(Optional::empty, TIMEOUT);

        assertSessionOnly(detection, Keychain.Outcome.NONE);
    }

    @Test
    void aFailingLibraryFallsBackToTheSession() {
        assertSessionOnly(Keychain.detect(() -> {
            throw new IllegalStateException("D-Bus said no");
        }, TIMEOUT), Keychain.Outcome.FAILED);
        assertSessionOnly(Keychain.detect(() -> {
            throw new UnsatisfiedLinkError("libsecret-1.so.0: cannot open shared object file");
        }, TIMEOUT), Keychain.Outcome.FAILED);
    }

    @Test
    void aKeychainThatNeverAnswersIsGivenUpOnAtTheTimeout() {
        CountDownLatch never = new CountDownLatch(1);
        try {
            Keychain.Detection detection = Keychain.detect(() -> {
                never.await();
                return Optional.of(new KeychainDouble());
            }, Duration.ofMillis(300));

            assertSessionOnly(detection, Keychain.Outcome.TIMED_OUT);
        } finally {
            never.countDown();
        }
    }

    @Test
    void withoutASecretServiceTheRealLibraryReportsNoneByItselfAndNothingNoisy() throws Exception {
        ChildJvm child = ChildJvm.run(env -> {
            env.put("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/mailroom-no-bus");
            env.remove("DISPLAY");
            env.remove("WAYLAND_DISPLAY");
        }, "detect");

        assertThat(child.exitCode()).as(child.toString()).isZero();
        // Ending by the library's own answer, not by the timeout, is what keeps this to a moment.
        assertThat(child.out()).as(child.toString()).containsPattern("outcome=(NONE|FAILED) persistent=false millis=\\d+");
        assertThat(child.out()).contains("notice=" + Keychain.SESSION_ONLY_NOTICE);
        assertThat(child.err()).as("the library's stack traces stay out of the person's terminal")
                .doesNotContain("Exception").doesNotContain("SLF4J").doesNotContain("INFO");
        System.out.println("keychain detection without a Secret Service: " + child.out().lines().findFirst().orElse(""));
    }

    private static void assertSessionOnly(Keychain.Detection detection, Keychain.Outcome outcome) {
        assertThat(detection.outcome()).isEqualTo(outcome);
        assertThat(detection.store()).isInstanceOf(SessionSecretStore.class);
        assertThat(detection.store().persistent()).isFalse();
        assertThat(detection.notice()).contains("No system keychain found — the API key will be forgotten when Mailroom closes");
    }
}
