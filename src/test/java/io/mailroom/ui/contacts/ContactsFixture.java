package io.mailroom.ui.contacts;

import io.mailroom.api.ApiKey;
import io.mailroom.api.Contact;
import io.mailroom.api.ContactPage;
import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import io.mailroom.service.ContactPager;
import io.mailroom.service.profiles.AppRef;
import io.mailroom.service.profiles.Profile;
import io.mailroom.service.profiles.ProfileService;
import io.mailroom.service.profiles.Session;
import io.mailroom.service.profiles.TestProfiles;
import io.mailroom.service.secrets.KeychainDouble;
import io.mailroom.ui.common.Settings;
import java.text.Normalizer;
import java.time.Clock;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;
import java.util.stream.Stream;
import javafx.beans.property.SimpleObjectProperty;

/**
 * A sandbox on loopback with seed contacts, an account profile pointing at it with its key
 * stored, a session on that profile and an isolated preferences node for remembered UI state.
 */
final class ContactsFixture implements AutoCloseable {

    static final String KEY = "contacts-test-key";
    static final AppRef NEWSLETTER = new AppRef("newsletter", "Newsletter");
    static final AppRef ONBOARDING = new AppRef("onboarding", "Onboarding");
    static final AppRef EMPTY_APP = new AppRef("no-contacts-yet", "Brand new list");

    final SandboxServer server;
    final TestProfiles profiles = new TestProfiles(new KeychainDouble());
    final ProfileService service;
    final Profile profile;
    final Session session;
    final Preferences prefs = Preferences.userRoot().node("mailroom-tests/" + UUID.randomUUID());

    /** The contacts screen's choices as a fresh start reads them from {@link #prefs}. */
    Settings.ContactsChoices kept() {
        return Settings.over(prefs).contacts();
    }

    /** The whole list's options as the app has them by default: a copy older than a day is refreshed on opening. */
    CopyOptions options() {
        return options(Settings.CopyRefresh.ONE_DAY, Clock.systemUTC());
    }

    static CopyOptions options(Settings.CopyRefresh refresh, Clock clock) {
        return new CopyOptions(new SimpleObjectProperty<>(refresh), clock);
    }

    ContactsFixture(int seedContacts) {
        server = SandboxServer.start(SandboxOptions.defaults().withApiKey(KEY).withRateLimit(1000)
                .withSeedContacts(seedContacts));
        service = profiles.start();
        profile = service.save(Profile.draft("Test account", server.baseUrl().toString(),
                List.of(NEWSLETTER, ONBOARDING, EMPTY_APP), List.of("support@mailroom.example")));
        service.storeKey(profile, ApiKey.of(KEY));
        session = new Session(service, profile);
    }

    /** What the service holds now, read past the screen: the truth a test compares the table with. */
    List<Contact> everyone(AppRef app) {
        return new ContactPager(session.client()).all(app.appId(), 500).contacts();
    }

    /**
     * The words the copy's find looks among, worked out here without it: those of the address, the
     * names, the company and the phone, without case or accents. A contact is found by a word typed
     * when one of them begins with it.
     */
    static Stream<String> findWords(Contact contact) {
        return Stream.of(contact.emailAddress(), contact.firstName(), contact.lastName(), contact.company(), contact.phoneNumber())
                .flatMap(field -> Stream.of(fold(field).split("[^\\p{L}\\p{N}]+")))
                .filter(word -> !word.isEmpty());
    }

    static String fold(String text) {
        return Normalizer.normalize(text, Normalizer.Form.NFD).replaceAll("\\p{M}", "").toLowerCase(Locale.ROOT);
    }

    ContactPage page(AppRef app, int page, int pageSize) {
        return session.client().listContacts(app.appId(), page, pageSize).data();
    }

    @Override
    public void close() throws BackingStoreException {
        // The server first: a request a test left waiting on injected latency then ends at once.
        server.close();
        session.close();
        profiles.close();
        prefs.removeNode();
        prefs.flush();
    }
}
