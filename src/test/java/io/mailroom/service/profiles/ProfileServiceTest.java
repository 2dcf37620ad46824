package io.mailroom.service.profiles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mailroom.api.ApiKey;
import io.mailroom.api.CredentialsRejectedException;
import io.mailroom.api.ServiceClient;
import io.mailroom.api.TransportException;
import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import io.mailroom.service.ConnectionCheck;
import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.localcopy.ContactSync;
import io.mailroom.service.localcopy.Filter;
import io.mailroom.service.localcopy.Segment;
import io.mailroom.service.localcopy.SegmentStore;
import io.mailroom.service.localcopy.SyncListener;
import io.mailroom.service.localcopy.SyncProgress;
import io.mailroom.service.localcopy.SyncReport;
import io.mailroom.service.localcopy.SyncRunningException;
import io.mailroom.service.secrets.SessionSecretStore;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Profiles against a sandbox that plays a real account (its own key) over loopback HTTP. */
class ProfileServiceTest {

    private static final String KEY = "account-key-51d0";
    private static SandboxServer account;

    private final TestProfiles profiles = new TestProfiles(new SessionSecretStore());
    private final ProfileService service = profiles.start();

    @BeforeAll
    static void startAccount() {
        account = SandboxServer.start(SandboxOptions.defaults().withApiKey(KEY).withRateLimit(1000).withSeedContacts(30));
    }

    @AfterAll
    static void stopAccount() {
        account.close();
    }

    @AfterEach
    void cleanUp() throws Exception {
        service.close();
        profiles.close();
    }

    private static Profile accountDraft(String name) {
        return Profile.draft(name, account.baseUrl().toString(), List.of(new AppRef("newsletter", "Newsletter")),
                List.of("support@mailroom.example"));
    }

    @Test
    void theSandboxProfileAlwaysExistsFirstAndWorksWithoutAKey() {
        Profile sandbox = service.profiles().getFirst();

        assertThat(sandbox.isSandbox()).isTrue();
        assertThat(sandbox.name()).isEqualTo("Sandbox");
        assertThat(service.keyState(sandbox)).isEqualTo(KeyState.NOT_NEEDED);
        assertThat(service.lastUsed()).isEqualTo(sandbox);
        ConnectionCheck.Result result = service.test(sandbox);
        assertThat(result.appId()).isEqualTo("newsletter");
        assertThat(result.total()).isPositive();
        assertThat(result.requestId()).isNotBlank();
        assertThat(service.sandbox().running()).isPresent();
    }

    @Test
    void theSandboxProfileCannotBeChangedRemovedOrGivenAKey() {
        Profile sandbox = service.find("sandbox").orElseThrow();

        assertThatThrownBy(() -> service.save(sandbox.withRateLimit(9))).isInstanceOf(ProfileException.class).hasMessageContaining("built in")
                .extracting("reason").isEqualTo(ProfileException.Reason.SANDBOX_NOT_CHANGED);
        assertThatThrownBy(() -> service.remove(sandbox)).isInstanceOf(ProfileException.class)
                .hasMessage("The Sandbox profile is built in and cannot be removed")
                .extracting("reason").isEqualTo(ProfileException.Reason.SANDBOX_NOT_REMOVED);
        assertThatThrownBy(() -> service.storeKey(sandbox, ApiKey.of("x"))).isInstanceOf(ProfileException.class)
                .extracting("reason").isEqualTo(ProfileException.Reason.SANDBOX_TAKES_NO_KEY);
    }

    @Test
    void anAccountProfileNeedsItsKeyAndThenAnswers() {
        Profile saved = service.save(accountDraft("Production"));

        assertThat(service.keyState(saved)).isEqualTo(KeyState.MISSING);
        assertThatThrownBy(() -> service.test(saved)).isInstanceOf(MissingKeyException.class)
                .hasMessage("No API key is stored for the profile \"Production\"")
                .extracting("reason", "details").containsExactly(ProfileException.Reason.MISSING_KEY, List.of("Production"));

        service.storeKey(saved, ApiKey.of(KEY));

        assertThat(service.keyState(saved)).isEqualTo(KeyState.SESSION_ONLY);
        ConnectionCheck.Result result = service.test(saved);
        assertThat(result.total()).as("60%% of the 30 seed contacts are in newsletter").isEqualTo(18);
        assertThat(result.appId()).isEqualTo("newsletter");
        assertThat(result.requestId()).startsWith("req_");
    }

    @Test
    void aRejectedKeyFailsTheTestWithTheServicesMessageAndRequestId() {
        Profile saved = service.save(accountDraft("Production"));
        service.storeKey(saved, ApiKey.of("wrong-key"));

        assertThatThrownBy(() -> service.test(saved)).isInstanceOf(CredentialsRejectedException.class)
                .hasMessageContaining("requestId req_").hasMessageNotContaining("wrong-key");
    }

    @Test
    void anUnreachableServiceFailsTheTestAsANetworkProblem() throws IOException {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        Profile saved = service.save(Profile.draft("Gone", "http://127.0.0.1:" + closedPort, List.of(new AppRef("a", null)), List.of())
                .withTimeouts(Duration.ofSeconds(2), Duration.ofSeconds(2)));
        service.storeKey(saved, ApiKey.of(KEY));

        assertThatThrownBy(() -> service.test(saved)).isInstanceOf(TransportException.class);
    }

    @Test
    void theEnvironmentsKeyOverridesTheStoredOne() {
        Profile saved = service.save(accountDraft("Production"));
        service.storeKey(saved, ApiKey.of("stale-key"));

        try (ServiceClient client = service.connect(saved, Optional.of(ApiKey.of(KEY)))) {
            assertThat(client.listContacts("newsletter", 1, 1).data().total()).isPositive();
        }
    }

    @Test
    void renamingKeepsTheKeyAndRemovingDeletesIt() {
        Profile saved = service.save(accountDraft("Production"));
        service.storeKey(saved, ApiKey.of(KEY));

        Profile renamed = service.save(saved.withName("Live"));

        assertThat(service.find("production")).isEmpty();
        assertThat(service.keyState(renamed)).isEqualTo(KeyState.SESSION_ONLY);
        assertThat(service.test(renamed).requestId()).startsWith("req_");

        service.remove(renamed);

        assertThat(service.find("Live")).isEmpty();
        assertThat(profiles.secrets().read(saved.id())).isEmpty();
    }

    @Test
    void profilesAndTheLastUsedOneSurviveARestart() {
        Profile saved = service.save(accountDraft("Production"));
        service.markUsed(saved);

        try (ProfileService restarted = profiles.start()) {
            assertThat(restarted.lastUsed()).isEqualTo(saved);
            assertThat(restarted.profiles()).extracting(Profile::name).containsExactly("Sandbox", "Production");
        }
    }

    @Test
    void aRemovedLastUsedProfileFallsBackToTheSandbox() {
        Profile saved = service.save(accountDraft("Production"));
        service.markUsed(saved);

        service.remove(saved);

        assertThat(service.lastUsed().isSandbox()).isTrue();
    }

    @Test
    void unknownProfilesAreNamedWithTheOnesThatExist() {
        service.save(accountDraft("Production"));

        assertThatThrownBy(() -> service.require("prod")).isInstanceOf(ProfileException.class)
                .hasMessage("There is no profile called \"prod\"; the profiles are: Sandbox, Production")
                .extracting("reason", "details")
                .containsExactly(ProfileException.Reason.NO_SUCH_PROFILE, List.of("prod", List.of("Sandbox", "Production")));
    }

    @Test
    void aProfileRemovedMeanwhileIsNotResurrectedBySavingIt() {
        Profile saved = service.save(accountDraft("Production"));
        service.remove(saved);

        assertThatThrownBy(() -> service.save(saved.withRateLimit(7))).isInstanceOf(ProfileException.class)
                .hasMessage("The profile \"Production\" no longer exists")
                .extracting("reason").isEqualTo(ProfileException.Reason.NO_LONGER_EXISTS);
        assertThat(service.profiles()).hasSize(1);
    }

    @Test
    void removingAProfileDeletesItsLocalCopyOpenOrNot() {
        Profile open = service.save(accountDraft("Production"));
        Profile closed = service.save(accountDraft("Staging"));
        ContactCopy copy = service.copies().of(open.id(), true);
        profiles.copyFiles().open(closed.id(), true).close();
        Path openFile = copy.file().orElseThrow();
        Path closedFile = profiles.copyFiles().fileOf(closed.id());
        assertThat(openFile).exists();
        assertThat(closedFile).exists();

        service.remove(open);
        service.remove(closed);

        assertThat(openFile).doesNotExist();
        assertThat(closedFile).doesNotExist();
        assertThat(service.copies().of(open.id(), true)).as("a copy made anew, not the one removed").isNotSameAs(copy);
    }

    @Test
    void removingAProfileDeletesItsSegmentsAndLeavesOthers() {
        Profile removed = service.save(accountDraft("Production"));
        Profile kept = service.save(accountDraft("Staging"));
        SegmentStore removedSegments = profiles.copyFiles().segmentsOf(removed.id());
        SegmentStore keptSegments = profiles.copyFiles().segmentsOf(kept.id());
        removedSegments.save(new Segment("German VIPs", "newsletter", "", List.of(new Filter.LanguageIs("de"))));
        keptSegments.save(new Segment("ACME", "newsletter", "acme", List.of()));

        service.remove(removed);

        assertThat(removedSegments.file()).doesNotExist();
        assertThat(keptSegments.list("newsletter").segments()).extracting(Segment::name).containsExactly("ACME");
    }

    @Test
    void whileASyncRunsInItsCopyAProfileIsNeitherRemovedNorMovedToMemory() throws Exception {
        Profile production = service.save(accountDraft("Production"));
        service.storeKey(production, ApiKey.of(KEY));
        ContactCopy copy = service.copies().of(production.id(), true);
        Path file = copy.file().orElseThrow();
        CountDownLatch syncing = new CountDownLatch(1);
        CountDownLatch finish = new CountDownLatch(1);
        SyncListener holding = new SyncListener() {
            @Override
            public void progress(SyncProgress progress) {
                syncing.countDown();
                try {
                    finish.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        };
        try (ServiceClient client = service.connect(production, Optional.empty());
             ExecutorService syncThread = Executors.newSingleThreadExecutor()) {
            Future<SyncReport> sync = syncThread.submit(() -> new ContactSync(copy, client).run("newsletter", holding));
            assertThat(syncing.await(30, TimeUnit.SECONDS)).as("the sync reached its first page").isTrue();

            assertThatThrownBy(() -> service.remove(production)).isInstanceOf(SyncRunningException.class);
            assertThatThrownBy(() -> service.save(production.withCopyOnDisk(false))).isInstanceOf(SyncRunningException.class);

            assertThat(service.find("Production")).contains(production);
            assertThat(service.keyState(production)).as("the key is kept").isNotEqualTo(KeyState.MISSING);
            assertThat(file).exists();
            finish.countDown();
            assertThat(sync.get(60, TimeUnit.SECONDS).stamp().total()).isPositive();
            assertThat(copy.holds("newsletter")).as("the sync completed into the copy it began in").isTrue();
        } finally {
            finish.countDown();
        }
        service.remove(production);
        assertThat(file).doesNotExist();
    }

    @Test
    void theSandboxKeepsItsCopyOnDiskAndItsRefusedRemovalLeavesTheCopy() {
        Profile sandbox = service.find("Sandbox").orElseThrow();
        Path file = service.copies().of(sandbox.id(), sandbox.keepsCopyOnDisk()).file().orElseThrow();

        assertThatThrownBy(() -> service.remove(sandbox)).isInstanceOf(ProfileException.class);

        assertThat(sandbox.keepsCopyOnDisk()).isTrue();
        assertThat(file).isEqualTo(profiles.copyFiles().fileOf("sandbox")).exists();
        assertThat(service.copies().forget(sandbox.id())).isTrue();
        assertThat(file).doesNotExist();
    }

    @Test
    void aProfileKeepsItsCopyOnDiskUntilItChoosesMemoryWhichDeletesTheFile() {
        Profile saved = service.save(accountDraft("Production"));
        assertThat(saved.keepsCopyOnDisk()).isTrue();
        Path file = service.copies().of(saved.id(), true).file().orElseThrow();

        Profile renamed = service.save(saved.withName("Live"));
        assertThat(file).as("a save that keeps the copy on disk keeps its file").exists();

        Profile inMemory = service.save(renamed.withCopyOnDisk(false));

        assertThat(file).doesNotExist();
        try (ProfileService restarted = profiles.start()) {
            assertThat(restarted.require("Live").keepsCopyOnDisk()).isFalse();
        }
        assertThat(service.copies().of(inMemory.id(), false).file()).isEmpty();
        assertThat(service.save(inMemory.withCopyOnDisk(true)).keepsCopyOnDisk()).isTrue();
        assertThat(file).as("a new file is begun when the copy is next opened, not by the save").doesNotExist();
    }

    @Test
    void aNewProfileMayKeepItsCopyInMemoryFromTheStart() {
        Profile saved = service.save(accountDraft("Production").withCopyOnDisk(false));

        assertThat(saved.keepsCopyOnDisk()).isFalse();
        assertThat(profiles.start().require("Production").keepsCopyOnDisk()).isFalse();
    }
}
