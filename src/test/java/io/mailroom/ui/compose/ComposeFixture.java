package io.mailroom.ui.compose;

import io.mailroom.api.ApiKey;
import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import io.mailroom.service.compose.DraftStore;
import io.mailroom.service.compose.EmailSending;
import io.mailroom.service.compose.SendHistory;
import io.mailroom.service.profiles.AppRef;
import io.mailroom.service.profiles.Profile;
import io.mailroom.service.profiles.ProfileService;
import io.mailroom.service.profiles.Session;
import io.mailroom.service.profiles.TestProfiles;
import io.mailroom.service.secrets.KeychainDouble;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.Debouncer;
import io.mailroom.ui.common.DialogService;
import io.mailroom.ui.common.KnownContacts;
import io.mailroom.ui.common.RecordingDialogs;
import io.mailroom.ui.fx.FxDialogService;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.prefs.BackingStoreException;
import javafx.scene.layout.BorderPane;

/**
 * A sandbox on loopback, an account profile on it with its key stored and a request timeout of
 * one second (so an answer held back longer is an unknown outcome), a session on that profile,
 * and the drafts and history in a data directory of the test's own.
 */
final class ComposeFixture implements AutoCloseable {

    static final String KEY = "compose-test-key-5b1e";
    static final String SENDER = "support@mailroom.example";
    static final String OTHER_SENDER = "billing@mailroom.example";

    final SandboxServer server = SandboxServer.start(SandboxOptions.defaults().withApiKey(KEY).withRateLimit(1000)
            .withSeedContacts(20).withVerifiedSenders(List.of(SENDER, OTHER_SENDER)));
    final TestProfiles profiles = new TestProfiles(new KeychainDouble());
    final ProfileService service = profiles.start();
    final Profile profile;
    final Session session;
    final Path data;
    final Clock clock = Clock.systemUTC();
    final DraftStore drafts;
    final SendHistory history;
    final KnownContacts known = new KnownContacts();

    ComposeFixture(Path data) {
        this.data = data;
        Profile draft = Profile.draft("Support desk", server.baseUrl().toString(), List.of(new AppRef("newsletter", "Newsletter")),
                List.of(SENDER, OTHER_SENDER));
        profile = service.save(draft.withTimeouts(Duration.ofSeconds(1), Duration.ofSeconds(1)));
        service.storeKey(profile, ApiKey.of(KEY));
        session = new Session(service, profile);
        drafts = new DraftStore(data, clock);
        history = new SendHistory(data, clock);
    }

    ComposeViewModel model(Async async, Debouncer autosave) {
        return model(async, autosave, new RecordingDialogs());
    }

    ComposeViewModel model(Async async, Debouncer autosave, DialogService dialogs) {
        return new ComposeViewModel(session, async, drafts, new EmailSending(history, clock), known, autosave, clock, dialogs);
    }

    /** The compose screen as the app makes it, its questions asked on screen over its own view. */
    ComposeScreen screen(Async async) {
        BorderPane root = new BorderPane();
        return new ComposeScreen(root, model(async, Debouncer.fx(ComposeScreen.AUTOSAVE_QUIET), FxDialogService.over(root)),
                new HistoryViewModel(history, async));
    }

    @Override
    public void close() throws BackingStoreException {
        server.close();
        session.close();
        profiles.close();
    }
}
