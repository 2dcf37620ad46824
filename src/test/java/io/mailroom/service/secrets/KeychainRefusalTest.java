package io.mailroom.service.secrets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.microsoft.credentialstorage.model.StoredToken;
import io.mailroom.api.ApiKey;
import org.junit.jupiter.api.Test;

/** A keychain that says no, or fails, is reported by operation and kind, and never with the key. */
class KeychainRefusalTest {

    private static final String KEY = "sk-live-refused-9f8e7d";

    /** A keychain that answers every write and delete with no, or throws from every call. */
    private record Unwilling(boolean failing) implements com.microsoft.credentialstorage.SecretStore<StoredToken> {

        @Override
        public StoredToken get(String key) {
            return answer(null);
        }

        @Override
        public boolean delete(String key) {
            return answer(false);
        }

        @Override
        public boolean add(String key, StoredToken secret) {
            return answer(false);
        }

        @Override
        public boolean isSecure() {
            return true;
        }

        private <T> T answer(T refusal) {
            if (failing) {
                throw new IllegalStateException("dbus: no reply");
            }
            return refusal;
        }
    }

    @Test
    void aRefusalNamesTheOperationAndTheKeychain() {
        KeychainSecretStore refusing = new KeychainSecretStore(new Unwilling(false), SecretStoreKind.SECRET_SERVICE);

        SecretStoreException store = catchThrowableOfType(SecretStoreException.class, () -> refusing.write("p1", ApiKey.of(KEY)));
        assertThat(store.operation()).isEqualTo(SecretStoreException.Operation.STORE);
        assertThat(store.refused()).isTrue();
        assertThat(store).hasMessage("the Secret Service keychain refused to store the API key").hasNoCause();

        assertThat(refusing.read("p1")).isEmpty();
    }

    @Test
    void aFailureNamesTheOperationAndKeepsTheCause() {
        KeychainSecretStore broken = new KeychainSecretStore(new Unwilling(true), SecretStoreKind.SECRET_SERVICE);

        SecretStoreException read = catchThrowableOfType(SecretStoreException.class, () -> broken.read("p1"));
        assertThat(read.operation()).isEqualTo(SecretStoreException.Operation.READ);
        assertThat(read.refused()).isFalse();
        assertThat(read).hasMessage("Could not read the API key from the Secret Service keychain")
                .hasCauseInstanceOf(IllegalStateException.class);

        SecretStoreException delete = catchThrowableOfType(SecretStoreException.class, () -> broken.delete("p1"));
        assertThat(delete.operation()).isEqualTo(SecretStoreException.Operation.DELETE);
        assertThat(delete).hasMessage("Could not delete the API key from the Secret Service keychain");

        SecretStoreException write = catchThrowableOfType(SecretStoreException.class, () -> broken.write("p1", ApiKey.of(KEY)));
        assertThat(write.operation()).isEqualTo(SecretStoreException.Operation.STORE);
        assertThat(write.getMessage()).doesNotContain(KEY);
    }
}
