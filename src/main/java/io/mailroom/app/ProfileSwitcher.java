package io.mailroom.app;

import io.mailroom.service.profiles.Profile;
import io.mailroom.service.profiles.ProfileStoreException;
import io.mailroom.service.profiles.Session;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.DialogService;
import io.mailroom.ui.common.Problem;
import io.mailroom.ui.fx.FxDialogService;
import java.util.List;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ListCell;

/**
 * Chooses the profile the whole window works with. Switching closes the old connection, so it
 * happens in the background; the list is read afresh each time it opens, so profiles added in
 * Settings appear without a restart.
 */
final class ProfileSwitcher {

    private final ComboBox<Profile> box = new ComboBox<>();
    private final Session session;
    private final Async async;
    private final DialogService dialogs = FxDialogService.over(box);
    private boolean updating;

    ProfileSwitcher(Session session, Async async) {
        this.session = session;
        this.async = async;
        box.setId("profile-switcher");
        box.setMaxWidth(Double.MAX_VALUE);
        box.setCellFactory(list -> new NameCell());
        box.setButtonCell(new NameCell());
        reload();
        box.setOnShowing(event -> reload());
        box.valueProperty().addListener((property, before, chosen) -> {
            if (!updating && chosen != null && !chosen.id().equals(session.profile().id())) {
                switchTo(chosen);
            }
        });
    }

    ComboBox<Profile> view() {
        return box;
    }

    /** Shows the session's profile as the chosen one; called on the UI thread after any switch. */
    void showCurrent() {
        reload();
    }

    /** Read in the background: the profiles are in the preferences store, which may go to disk. */
    private void reload() {
        async.task(session.profiles()::profiles)
                .onSuccess(this::show)
                .onFailure(ProfileStoreException.class, failure -> dialogs.problem(Problem.of(failure)))
                .start();
    }

    private void show(List<Profile> profiles) {
        updating = true;
        try {
            box.getItems().setAll(profiles);
            profiles.stream().filter(p -> p.id().equals(session.profile().id())).findFirst().ifPresent(box::setValue);
        } finally {
            updating = false;
        }
    }

    private void switchTo(Profile chosen) {
        box.setDisable(true);
        // Nothing is expected to fail here (the last profile used is remembered at best effort); whatever
        // does goes to the uncaught-exception handler, which logs it and shows it.
        async.task(() -> {
            session.switchTo(chosen);
            return chosen;
        }).andFinally(() -> box.setDisable(false)).start();
    }

    private static final class NameCell extends ListCell<Profile> {
        @Override
        protected void updateItem(Profile profile, boolean empty) {
            super.updateItem(profile, empty);
            setText(empty || profile == null ? null : profile.name());
        }
    }
}
