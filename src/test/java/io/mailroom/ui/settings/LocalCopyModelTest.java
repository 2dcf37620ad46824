package io.mailroom.ui.settings;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.service.localcopy.HeldSweeps;
import io.mailroom.service.localcopy.LocalCopies;
import io.mailroom.service.profiles.AppRef;
import io.mailroom.service.profiles.Profile;
import io.mailroom.service.profiles.ProfileService;
import io.mailroom.service.profiles.Session;
import io.mailroom.service.profiles.TestProfiles;
import io.mailroom.service.secrets.KeychainDouble;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.Formats;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.RecordingDialogs;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The settings' local copy of the profile shown, without the FX thread, on real copy files in the test run's data directory. */
class LocalCopyModelTest {

    private static final Instant SYNCED = Instant.parse("2026-11-24T09:04:00Z");

    private final TestProfiles profiles = new TestProfiles(new KeychainDouble());
    private final RecordingDialogs dialogs = new RecordingDialogs();
    private final LocalCopies files = profiles.copyFiles();
    private ProfileService service;
    private Session session;
    private SettingsViewModel model;
    private Profile production;

    @BeforeEach
    void open() {
        service = profiles.start();
        production = service.save(Profile.draft("Production", "https://api.example.com",
                List.of(new AppRef("newsletter", "Newsletter"), new AppRef("vip-club", null)), List.of()));
        session = new Session(service, service.lastUsed());
        model = new SettingsViewModel(session, Async.sameThread(), dialogs);
        model.refresh();
    }

    @AfterEach
    void cleanUp() throws Exception {
        session.close();
        profiles.close();
    }

    @Test
    void showsWhereTheCopyIsHowBigItIsAndWhenEachApplicationWasLastSynchronised() throws Exception {
        Path file = SyncedCopies.synced(files, production.id(), "newsletter", SYNCED, 1234);

        model.select(production);

        LocalCopyModel copy = model.copy();
        assertThat(copy.state().get()).isEqualTo(Messages.text("settings.copy.onDisk", Formats.size(files.sizeOf(production.id()))));
        assertThat(copy.file().get()).isEqualTo(file.toString());
        assertThat(copy.syncs().get()).isEqualTo(Messages.text("settings.copy.synced", "Newsletter", Formats.dateTime(SYNCED), 1234)
                + "\n" + Messages.text("settings.copy.notSynced", "vip-club"));
        assertThat(copy.syncs().get()).startsWith("Newsletter: ").contains("1,234 contacts").endsWith("vip-club: not yet");
        assertThat(copy.problem().get()).isNull();
        assertThat(copy.canForget().get()).isTrue();
    }

    @Test
    void aProfileWithoutACopyShowsNoneAndLookingMakesNone() {
        model.select(production);

        assertThat(model.copy().state().get()).isEqualTo(Messages.text("settings.copy.noneYet"));
        assertThat(model.copy().file().get()).isEmpty();
        assertThat(model.copy().syncs().get()).isEqualTo(Messages.text("settings.copy.notSynced", "Newsletter")
                + "\n" + Messages.text("settings.copy.notSynced", "vip-club"));
        assertThat(files.fileOf(production.id())).doesNotExist();
    }

    @Test
    void forgettingAsksFirstThenDeletesTheCopyAndSaysWhatWasDeleted() throws Exception {
        Path file = SyncedCopies.synced(files, production.id(), "newsletter", SYNCED, 1234);
        model.select(production);
        String size = Formats.size(files.sizeOf(production.id()));

        model.copy().forget();

        assertThat(dialogs.last()).isEqualTo(new RecordingDialogs.Asked("confirm", Messages.text("settings.copy.forget.title", "Production"),
                Messages.text("settings.copy.forget.message"), List.of(Messages.text("settings.copy.forget.action"))));
        assertThat(file).as("declined: nothing is deleted").exists();
        assertThat(model.notice().get()).isEmpty();

        dialogs.answer(true);
        model.copy().forget();

        assertThat(file).doesNotExist();
        assertThat(model.notice().get()).isEqualTo(Messages.text("settings.notice.copyForgotten", "Production", size));
        assertThat(model.copy().state().get()).isEqualTo(Messages.text("settings.copy.noneYet"));
        assertThat(model.copy().syncs().get()).doesNotContain(Formats.dateTime(SYNCED));
        assertThat(model.copy().canForget().get()).isTrue();
    }

    @Test
    void forgettingWhileASyncRunsInTheCopyDeletesNothingAndSaysWhy() throws Exception {
        Path file = SyncedCopies.synced(files, production.id(), "newsletter", SYNCED, 1234);
        model.select(production);
        dialogs.answer(true);

        try (AutoCloseable syncing = HeldSweeps.hold(service.copies().of(production.id(), true), "vip-club")) {
            model.copy().forget();
        }

        assertThat(file).exists();
        RecordingDialogs.Asked problem = dialogs.last();
        assertThat(problem.kind()).isEqualTo("problem");
        assertThat(problem.title()).isEqualTo(Messages.text("problem.syncRunning.title"));
        String worded = Messages.text("problem.syncRunning.here", "vip-club", "WHEN");
        assertThat(problem.message()).as("this window's own sync, of the application named")
                .startsWith(worded.substring(0, worded.indexOf("WHEN"))).endsWith(worded.substring(worded.indexOf("WHEN") + 4));
        assertThat(model.notice().get()).isEmpty();
        assertThat(model.copy().canForget().get()).as("not busy: it can be tried again").isTrue();
    }

    @Test
    void forgettingACopyOpenInMemoryClosesItAndForgettingNothingSaysSo() {
        Profile inMemory = service.save(production.withCopyOnDisk(false));
        var open = service.copies().of(inMemory.id(), false);
        model.select(inMemory);
        assertThat(model.copy().state().get()).isEqualTo(Messages.text("settings.copy.inMemory"));

        dialogs.answer(true).answer(true);
        model.copy().forget();
        assertThat(model.notice().get()).isEqualTo(Messages.text("settings.notice.copyForgottenMemory", "Production"));
        assertThat(service.copies().of(inMemory.id(), false)).isNotSameAs(open);

        service.copies().forget(inMemory.id());
        model.copy().forget();
        assertThat(model.notice().get()).isEqualTo(Messages.text("settings.notice.noCopy", "Production"));
    }

    @Test
    void choosingMemoryOnlyIsSavedWithTheProfileAndDeletesTheFile() throws Exception {
        Path file = SyncedCopies.synced(files, production.id(), "newsletter", SYNCED, 1234);
        model.select(production);

        model.form().copyOnDisk().set(false);
        assertThat(model.dirty().get()).isTrue();
        assertThat(file).as("nothing happens before the save").exists();
        model.save();

        assertThat(file).doesNotExist();
        assertThat(service.find("Production").orElseThrow().keepsCopyOnDisk()).isFalse();
        assertThat(model.notice().get()).isEqualTo(Messages.text("settings.notice.savedCopyInMemory", "Production"));
        assertThat(model.copy().state().get()).isEqualTo(Messages.text("settings.copy.inMemory"));
        assertThat(model.dirty().get()).isFalse();

        model.form().copyOnDisk().set(true);
        model.save();
        assertThat(model.notice().get()).isEqualTo(Messages.text("settings.notice.saved", "Production"));
        assertThat(model.copy().state().get()).isEqualTo(Messages.text("settings.copy.noneYet"));
    }

    @Test
    void deletingAProfileDeletesItsCopy() throws Exception {
        Path file = SyncedCopies.synced(files, production.id(), "newsletter", SYNCED, 1234);
        model.select(production);

        dialogs.answer(true);
        model.delete();

        assertThat(dialogs.last().message()).isEqualTo(Messages.text("settings.delete.message"));
        assertThat(file).doesNotExist();
        assertThat(model.notice().get()).isEqualTo(Messages.text("settings.notice.deleted", "Production"));
    }

    @Test
    void theSandboxsCopyIsShownAndForgottenThoughItsChoiceIsBuiltIn() throws Exception {
        Path file = SyncedCopies.synced(files, Profile.SANDBOX_ID, "vip-club", SYNCED, 12);
        model.select(service.find("Sandbox").orElseThrow());

        assertThat(model.readOnly().get()).isTrue();
        assertThat(model.form().copyOnDisk().get()).isTrue();
        assertThat(model.copy().syncs().get()).contains(Messages.text("settings.copy.synced", "VIP club", Formats.dateTime(SYNCED), 12));
        String size = Formats.size(files.sizeOf(Profile.SANDBOX_ID));

        dialogs.answer(true);
        model.copy().forget();

        assertThat(file).doesNotExist();
        assertThat(model.notice().get()).isEqualTo(Messages.text("settings.notice.copyForgotten", "Sandbox", size));
    }

    @Test
    void aNewProfileHasNoCopyToShowOrForget() {
        model.newProfile();

        assertThat(model.copy().canForget().get()).isFalse();
        assertThat(model.copy().state().get()).isEmpty();
        assertThat(model.form().copyOnDisk().get()).as("the default").isTrue();
    }
}
