package io.mailroom.service.profiles;

import io.mailroom.api.ApiKey;
import io.mailroom.api.ClientConfig;
import io.mailroom.api.ServiceClient;
import io.mailroom.sandbox.CapturedEmail;
import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import io.mailroom.service.ConnectionCheck;
import io.mailroom.service.Connections;
import io.mailroom.service.EmbeddedSandbox;
import io.mailroom.service.OutboxEmail;
import io.mailroom.service.localcopy.LocalCopies;
import io.mailroom.service.localcopy.OpenCopies;
import io.mailroom.service.secrets.Keychain;
import io.mailroom.service.secrets.SecretStore;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The connection profiles of this person, their keys and their local copies of the contacts:
 * what the GUI's settings and the command line's {@code profile} commands both call. The
 * built-in Sandbox profile always exists, needs no key and starts the embedded sandbox the first
 * time it is used. It holds the process's one {@link OpenCopies}, as it holds its connections.
 */
public final class ProfileService implements AutoCloseable {

    private static final Map<String, String> SANDBOX_APP_LABELS =
            Map.of("newsletter", "Newsletter", "onboarding", "Onboarding", "vip-club", "VIP club");

    private final ProfileStore store;
    private final SecretStore secrets;
    private final Optional<String> keychainNotice;
    private final Connections connections;
    private final EmbeddedSandbox sandbox;
    private final OpenCopies copies;
    private final Profile sandboxProfile;

    public ProfileService(ProfileStore store, Keychain.Detection keychain, Connections connections, EmbeddedSandbox sandbox,
                          OpenCopies copies) {
        this.store = store;
        this.secrets = keychain.store();
        this.keychainNotice = keychain.notice();
        this.connections = connections;
        this.sandbox = sandbox;
        this.copies = copies;
        this.sandboxProfile = sandboxProfile();
    }

    /**
     * The person's own profiles and keychain, with the local copies in {@code dataDirectory};
     * blocks while the keychain is detected, so not on a UI thread.
     */
    public static ProfileService forUser(Path dataDirectory) {
        return new ProfileService(ProfileStore.user(), Keychain.system(), new Connections(), new EmbeddedSandbox(),
                new OpenCopies(new LocalCopies(dataDirectory, Clock.systemUTC())));
    }

    /** The Sandbox profile first, then the account profiles by name. */
    public List<Profile> profiles() {
        List<Profile> all = new ArrayList<>();
        all.add(sandboxProfile);
        all.addAll(store.all());
        return all;
    }

    /** By name, ignoring case and surrounding spaces. */
    public Optional<Profile> find(String name) {
        String wanted = name == null ? "" : name.strip();
        return profiles().stream().filter(p -> p.name().equalsIgnoreCase(wanted)).findFirst();
    }

    public Profile require(String name) {
        return find(name).orElseThrow(() -> new ProfileException(ProfileException.Reason.NO_SUCH_PROFILE,
                List.of(String.valueOf(name), profiles().stream().map(Profile::name).toList())));
    }

    /** The profile used last, or the sandbox on a first start or when that profile is gone. */
    public Profile lastUsed() {
        return store.lastUsedId()
                .flatMap(id -> profiles().stream().filter(p -> p.id().equals(id)).findFirst())
                .orElse(sandboxProfile);
    }

    public void markUsed(Profile profile) {
        store.setLastUsed(profile.id());
    }

    /**
     * Checks and saves a new profile (no id yet) or changes to an existing one; a rename keeps the
     * key. A profile that stops keeping its copy on disk has the file deleted once the choice is
     * stored: should the deleting fail, the next opening of the copy deletes it
     * (docs/decisions/045-the-local-copy-goes-with-its-profile.md). While a sync runs in that
     * copy, nothing is saved ({@code SyncRunningException}).
     */
    public Profile save(Profile profile) {
        refuseSandbox(profile, ProfileException.Reason.SANDBOX_NOT_CHANGED);
        List<Profile> existing = store.all();
        Optional<Profile> before = existing.stream().filter(p -> p.id().equals(profile.id())).findFirst();
        if (profile.id() != null && before.isEmpty()) {
            throw new ProfileException(ProfileException.Reason.NO_LONGER_EXISTS, List.of(profile.name()));
        }
        boolean copyToDelete = !profile.keepsCopyOnDisk() && before.map(Profile::keepsCopyOnDisk).orElse(false);
        if (copyToDelete) {
            copies.refuseWhileSyncing(profile.id());
        }
        Profile saved = store.save(ProfileRules.check(profile, existing));
        if (copyToDelete) {
            copies.forget(saved.id());
        }
        return saved;
    }

    /**
     * Deletes the profile, its key, its local copy and its saved segments, unless a sync runs in
     * its copy (then nothing is deleted: {@code SyncRunningException}). The profile goes last, so that whatever
     * fails first (the keychain, the disk) leaves it listed, to be removed again
     * (docs/decisions/045-the-local-copy-goes-with-its-profile.md).
     */
    public void remove(Profile profile) {
        refuseSandbox(profile, ProfileException.Reason.SANDBOX_NOT_REMOVED);
        copies.refuseWhileSyncing(profile.id());
        secrets.delete(profile.id());
        copies.forget(profile.id());
        copies.files().segmentsOf(profile.id()).forget();
        store.remove(profile.id());
    }

    public void storeKey(Profile profile, ApiKey key) {
        refuseSandbox(profile, ProfileException.Reason.SANDBOX_TAKES_NO_KEY);
        secrets.write(profile.id(), key);
    }

    public KeyState keyState(Profile profile) {
        if (profile.isSandbox()) {
            return KeyState.NOT_NEEDED;
        }
        if (secrets.read(profile.id()).isEmpty()) {
            return KeyState.MISSING;
        }
        return secrets.persistent() ? KeyState.IN_KEYCHAIN : KeyState.SESSION_ONLY;
    }

    /**
     * A client for the profile, which the caller closes. {@code keyOverride} (the command line's
     * MAILROOM_API_KEY) replaces the stored key of an account profile; the sandbox has its own.
     * Starts the embedded sandbox if needed, so not on a UI thread.
     */
    public ServiceClient connect(Profile profile, Optional<ApiKey> keyOverride) {
        String baseUrl;
        ApiKey key;
        if (profile.isSandbox()) {
            SandboxServer server = sandbox.server();
            baseUrl = server.baseUrl().toString();
            key = ApiKey.of(server.apiKey());
        } else {
            baseUrl = profile.baseUrl();
            key = keyOverride.or(() -> secrets.read(profile.id())).orElseThrow(() -> new MissingKeyException(profile.name()));
        }
        return connections.open(ClientConfig.of(baseUrl, key)
                .withRateLimit(profile.rateLimit())
                .withTimeouts(profile.connectTimeout(), profile.requestTimeout()));
    }

    /** One cheap request, a one-item page of the profile's first application; failures are the client's ApiException. */
    public ConnectionCheck.Result test(Profile profile) {
        try (ServiceClient client = connect(profile, Optional.empty())) {
            return ConnectionCheck.run(client, profile.apps().getFirst().appId());
        }
    }

    /**
     * The emails the built-in sandbox captured, newest first. Empty until the sandbox has started:
     * nothing can have been sent to it before. Waits while the sandbox starts, so not on a UI thread.
     */
    public List<OutboxEmail> sandboxOutbox() {
        return sandbox.running()
                .map(server -> server.outbox().reversed().stream().map(ProfileService::outboxEmail).toList())
                .orElse(List.of());
    }

    /** Forgets every email the built-in sandbox captured. */
    public void clearSandboxOutbox() {
        sandbox.running().ifPresent(SandboxServer::clearOutbox);
    }

    public SecretStore secrets() {
        return secrets;
    }

    /** What to tell the person when keys cannot outlive the session. */
    public Optional<String> keychainNotice() {
        return keychainNotice;
    }

    public Connections connections() {
        return connections;
    }

    public EmbeddedSandbox sandbox() {
        return sandbox;
    }

    /**
     * The local copies of the profiles' contacts this process has open, one per profile: every
     * screen, sync and command takes a profile's copy here ({@code copies().of(profile.id(),
     * profile.keepsCopyOnDisk())}), so that they meet in one database.
     */
    public OpenCopies copies() {
        return copies;
    }

    /** Stops the embedded sandbox and closes the local copies. */
    @Override
    public void close() {
        sandbox.close();
        copies.close();
    }

    private static void refuseSandbox(Profile profile, ProfileException.Reason refusal) {
        if (profile.isSandbox()) {
            throw new ProfileException(refusal, List.of(Profile.SANDBOX_NAME));
        }
    }

    private static OutboxEmail outboxEmail(CapturedEmail captured) {
        return new OutboxEmail(captured.receivedAt(), captured.requestId(), captured.from(), captured.to(),
                captured.subject(), captured.body());
    }

    private static Profile sandboxProfile() {
        SandboxOptions defaults = SandboxOptions.defaults();
        List<AppRef> apps = SandboxServer.SEED_APP_IDS.stream().map(id -> new AppRef(id, SANDBOX_APP_LABELS.get(id))).toList();
        // Its copy is on disk, for good: the seed contacts are the same all day (docs/decisions/045-the-local-copy-goes-with-its-profile.md).
        return new Profile(Profile.SANDBOX_ID, Profile.SANDBOX_NAME, null, apps, defaults.verifiedSenders(),
                defaults.verifiedSenders().getFirst(), defaults.rateLimit(),
                ClientConfig.DEFAULT_CONNECT_TIMEOUT, ClientConfig.DEFAULT_REQUEST_TIMEOUT, true);
    }
}
