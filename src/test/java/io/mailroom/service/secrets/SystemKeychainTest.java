package io.mailroom.service.secrets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.mailroom.api.ApiKey;
import java.util.UUID;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The real OS keychain (a headless GNOME keyring in CI, see .ci/with-keyring). With
 * -Dmailroom.keychain.required=true (CI) a missing keychain fails the run; elsewhere it skips, saying why.
 */
class SystemKeychainTest {

    private static final String FIRST = "first-key-8a1f2c";
    private static final String SECOND = "second-key-77d03e";

    private static SecretStore keychain;

    @BeforeAll
    static void findTheKeychain() {
        Keychain.Detection detection = Keychain.system();
        if (detection.outcome() != Keychain.Outcome.FOUND) {
            String why = "no system keychain here (" + detection.outcome() + "); run the tests through "
                    + "'bash .ci/with-keyring ./mvnw verify' to exercise a real Secret Service";
            if (Boolean.getBoolean("mailroom.keychain.required")) {
                fail("mailroom.keychain.required is set but there is " + why);
            }
            System.err.println("SystemKeychainTest skipped: " + why);
            Assumptions.abort(why);
        }
        keychain = detection.store();
    }

    @Test
    void storesReadsReplacesAndDeletesAKeyThatOtherProcessesSee() throws Exception {
        String profileId = "test-" + UUID.randomUUID();
        try {
            assertThat(keychain.read(profileId)).isEmpty();

            keychain.write(profileId, ApiKey.of(FIRST));
            assertThat(keychain.read(profileId)).contains(ApiKey.of(FIRST));
            assertThat(readInAnotherProcess(profileId)).isEqualTo(ApiKey.of(FIRST).fingerprint());

            keychain.write(profileId, ApiKey.of(SECOND));
            assertThat(keychain.read(profileId)).contains(ApiKey.of(SECOND));
            assertThat(readInAnotherProcess(profileId)).isEqualTo(ApiKey.of(SECOND).fingerprint());

            keychain.delete(profileId);
            assertThat(keychain.read(profileId)).isEmpty();
            assertThat(readInAnotherProcess(profileId)).isEqualTo("none");
            keychain.delete(profileId);
        } finally {
            keychain.delete(profileId);
        }
    }

    @Test
    void keysOfDifferentProfilesAreKeptApart() {
        String one = "test-" + UUID.randomUUID();
        String two = "test-" + UUID.randomUUID();
        try {
            keychain.write(one, ApiKey.of(FIRST));
            keychain.write(two, ApiKey.of(SECOND));

            keychain.delete(one);

            assertThat(keychain.read(one)).isEmpty();
            assertThat(keychain.read(two)).contains(ApiKey.of(SECOND));
        } finally {
            keychain.delete(one);
            keychain.delete(two);
        }
    }

    @Test
    void itIsDescribedAsTheSystemKeychainAndNeverShowsAKey() {
        assertThat(keychain.persistent()).isTrue();
        assertThat(keychain.kind()).isEqualTo(SecretStoreKind.SECRET_SERVICE);
        assertThat(keychain.description()).isEqualTo("the Secret Service keychain");
        assertThat(keychain.toString()).doesNotContain(FIRST).doesNotContain(SECOND);
    }

    private static String readInAnotherProcess(String profileId) throws Exception {
        ChildJvm child = ChildJvm.run(env -> { }, "read", profileId);
        assertThat(child.exitCode()).as(child.toString()).isZero();
        return child.out().strip();
    }
}
