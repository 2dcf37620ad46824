package io.mailroom.service.profiles;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.service.secrets.SessionSecretStore;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.prefs.Preferences;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class ProfileStoreTest {

    private final TestProfiles profiles = new TestProfiles(new SessionSecretStore());

    @AfterEach
    void removeNode() throws Exception {
        profiles.close();
    }

    private static Profile production() {
        return new Profile(null, "Production", "https://api.example.com", List.of(new AppRef("main", "Main list"), new AppRef("vip", null)),
                List.of("news@example.com", "help@example.com"), "help@example.com", 8, Duration.ofSeconds(4), Duration.ofSeconds(45), true);
    }

    @Test
    void aSavedProfileReadsBackWholeInANewStore() {
        Profile saved = profiles.store().save(production());

        assertThat(saved.id()).isNotBlank();
        assertThat(profiles.store().all()).containsExactly(saved);
        assertThat(saved).usingRecursiveComparison().ignoringFields("id").isEqualTo(production());
    }

    @Test
    void profilesComeBackByNameIgnoringCase() {
        ProfileStore store = profiles.store();
        store.save(production().withName("beta"));
        store.save(production().withName("Alpha"));
        store.save(production().withName("gamma"));

        assertThat(store.all()).extracting(Profile::name).containsExactly("Alpha", "beta", "gamma");
    }

    @Test
    void savingUnderTheSameIdReplacesTheProfile() {
        ProfileStore store = profiles.store();
        Profile saved = store.save(production());

        store.save(saved.withName("Renamed").withSenders(List.of(), null));

        assertThat(store.all()).singleElement().satisfies(p -> {
            assertThat(p.id()).isEqualTo(saved.id());
            assertThat(p.name()).isEqualTo("Renamed");
            assertThat(p.senders()).isEmpty();
            assertThat(p.defaultSender()).isNull();
        });
    }

    @Test
    void removingAProfileForgetsItAndThatItWasLastUsed() {
        ProfileStore store = profiles.store();
        Profile kept = store.save(production());
        Profile removed = store.save(production().withName("Old"));
        store.setLastUsed(removed.id());

        store.remove(removed.id());

        assertThat(profiles.store().all()).containsExactly(kept);
        assertThat(profiles.store().lastUsedId()).isEmpty();
    }

    @Test
    void theLastUsedProfileIsRemembered() {
        Profile saved = profiles.store().save(production());

        profiles.store().setLastUsed(saved.id());

        assertThat(profiles.store().lastUsedId()).contains(saved.id());
    }

    @Test
    void whetherTheCopyIsKeptOnDiskIsStoredWithTheProfile() {
        Profile saved = profiles.store().save(production().withCopyOnDisk(false));

        assertThat(profiles.store().all()).singleElement().satisfies(p -> assertThat(p.keepsCopyOnDisk()).isFalse());
        profiles.store().save(saved.withCopyOnDisk(true));
        assertThat(profiles.store().all()).singleElement().satisfies(p -> assertThat(p.keepsCopyOnDisk()).isTrue());
    }

    @Test
    void aProfileStoredBeforeTheChoiceExistedKeepsItsCopyOnDisk() throws Exception {
        Preferences root = Preferences.userRoot().node("mailroom-tests/" + UUID.randomUUID());
        try {
            Profile saved = new ProfileStore(root).save(production().withCopyOnDisk(false));
            root.node("profiles").node(saved.id()).remove("localCopyOnDisk");

            assertThat(new ProfileStore(root).all()).singleElement().satisfies(p -> {
                assertThat(p.keepsCopyOnDisk()).isTrue();
                assertThat(p.name()).isEqualTo("Production");
            });
        } finally {
            root.removeNode();
            root.flush();
        }
    }
}
