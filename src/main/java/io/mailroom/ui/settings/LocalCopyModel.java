package io.mailroom.ui.settings;

import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.localcopy.LocalCopyException;
import io.mailroom.service.localcopy.OpenCopies;
import io.mailroom.service.localcopy.SyncRunningException;
import io.mailroom.service.localcopy.SyncStamp;
import io.mailroom.service.profiles.AppRef;
import io.mailroom.service.profiles.Profile;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.DialogService;
import io.mailroom.ui.common.Formats;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.Problem;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The local copy of the contacts of the profile shown in Settings: where it is and how big, when
 * each of the profile's applications was last synchronised, and "Forget the local copy". What it
 * shows is read off the UI thread, never making a copy that is not there (docs/local-copy.md).
 */
final class LocalCopyModel {

    /** What there is of a profile's copy. */
    private record Facts(Optional<Path> file, long bytes, boolean onDisk, List<AppSync> syncs) {
    }

    /** When one application of the profile was last synchronised, if ever. */
    private record AppSync(AppRef app, Optional<SyncStamp> stamp) {
    }

    /** What forgetting found: whether there was a copy, and how much of the disk it took. */
    private record Forgotten(boolean existed, long bytes) {
    }

    private final OpenCopies copies;
    private final Async async;
    private final DialogService dialogs;
    private final Consumer<String> report;
    private final ReadOnlyObjectWrapper<Profile> profile = new ReadOnlyObjectWrapper<>(this, "profile");
    private final ReadOnlyStringWrapper state = new ReadOnlyStringWrapper(this, "state", "");
    private final ReadOnlyStringWrapper file = new ReadOnlyStringWrapper(this, "file", "");
    private final ReadOnlyStringWrapper syncs = new ReadOnlyStringWrapper(this, "syncs", "");
    private final ReadOnlyObjectWrapper<Problem> problem = new ReadOnlyObjectWrapper<>(this, "problem");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final BooleanBinding canForget;

    /** {@code report} tells the person what was done, in a sentence ("Deleted the local copy of …"). */
    LocalCopyModel(OpenCopies copies, Async async, DialogService dialogs, Consumer<String> report) {
        this.copies = copies;
        this.async = async;
        this.dialogs = dialogs;
        this.report = report;
        canForget = profile.isNotNull().and(busy.not());
    }

    /** Shows the copy of {@code shown} as stored, read in the background; nothing for a profile not saved yet. */
    void show(Profile shown) {
        profile.set(shown == null || shown.id() == null ? null : shown);
        state.set("");
        file.set("");
        syncs.set("");
        problem.set(null);
        if (profile.get() != null) {
            read(profile.get());
        }
    }

    /**
     * Asks, then deletes the profile's copy, on disk or in memory, and says what was deleted; the
     * next sync builds it again.
     */
    void forget() {
        Profile target = profile.get();
        if (!dialogs.confirm(Messages.text("settings.copy.forget.title", target.name()), Messages.text("settings.copy.forget.message"),
                Messages.text("settings.copy.forget.action"))) {
            return;
        }
        busy.set(true);
        async.task(() -> {
            long bytes = target.keepsCopyOnDisk() ? copies.files().sizeOf(target.id()) : 0;
            return new Forgotten(copies.forget(target.id()), bytes);
        }).onSuccess(forgotten -> {
            report.accept(forgotten(target, forgotten));
            if (profile.get() == target) {
                read(target);
            }
        }).onFailure(LocalCopyException.class, failure -> dialogs.problem(Problem.of(failure)))
                .onFailure(SyncRunningException.class, failure -> dialogs.problem(Problem.of(failure)))
                .andFinally(() -> busy.set(false))
                .start();
    }

    // --- state

    /** Where the copy is kept, and how big it is, in a sentence; empty until read. */
    ReadOnlyStringProperty state() {
        return state.getReadOnlyProperty();
    }

    /** The copy's file; empty for a copy in memory or none. */
    ReadOnlyStringProperty file() {
        return file.getReadOnlyProperty();
    }

    /** Each application of the profile and when its copy was last synchronised, one a line. */
    ReadOnlyStringProperty syncs() {
        return syncs.getReadOnlyProperty();
    }

    /** Why the copy could not be read; null otherwise. */
    ReadOnlyObjectProperty<Problem> problem() {
        return problem.getReadOnlyProperty();
    }

    BooleanBinding canForget() {
        return canForget;
    }

    // --- helpers

    private void read(Profile target) {
        async.task(() -> facts(target)).onSuccess(facts -> {
            if (profile.get() == target) {
                display(facts);
            }
        }).onFailure(LocalCopyException.class, failure -> {
            if (profile.get() == target) {
                problem.set(Problem.of(failure));
            }
        }).start();
    }

    /** Runs off the UI thread: opening an existing copy checks its file, and reading it reads the disk. */
    private Facts facts(Profile target) {
        Optional<ContactCopy> copy = copies.existing(target.id(), target.keepsCopyOnDisk());
        long bytes = target.keepsCopyOnDisk() ? copies.files().sizeOf(target.id()) : 0;
        List<AppSync> synced = target.apps().stream()
                .map(app -> new AppSync(app, copy.flatMap(open -> open.lastSync(app.appId()))))
                .toList();
        return new Facts(copy.flatMap(ContactCopy::file), bytes, target.keepsCopyOnDisk(), synced);
    }

    private void display(Facts facts) {
        state.set(!facts.onDisk() ? Messages.text("settings.copy.inMemory")
                : facts.file().isPresent() ? Messages.text("settings.copy.onDisk", Formats.size(facts.bytes()))
                : Messages.text("settings.copy.noneYet"));
        file.set(facts.file().map(Path::toString).orElse(""));
        syncs.set(facts.syncs().stream().map(LocalCopyModel::synced).collect(Collectors.joining("\n")));
    }

    private static String synced(AppSync sync) {
        String app = sync.app().label();
        return sync.stamp()
                .map(stamp -> Messages.text("settings.copy.synced", app, Formats.dateTime(stamp.syncedAt()), stamp.total()))
                .orElseGet(() -> Messages.text("settings.copy.notSynced", app));
    }

    private static String forgotten(Profile target, Forgotten forgotten) {
        if (!forgotten.existed()) {
            return Messages.text("settings.notice.noCopy", target.name());
        }
        return target.keepsCopyOnDisk() ? Messages.text("settings.notice.copyForgotten", target.name(), Formats.size(forgotten.bytes()))
                : Messages.text("settings.notice.copyForgottenMemory", target.name());
    }
}
