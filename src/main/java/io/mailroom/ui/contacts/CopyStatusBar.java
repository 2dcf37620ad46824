package io.mailroom.ui.contacts;

import atlantafx.base.theme.Styles;
import io.mailroom.service.localcopy.JobSummary;
import io.mailroom.ui.common.Formats;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.fx.Icons;
import io.mailroom.ui.fx.Visibility;
import java.util.function.Consumer;
import javafx.animation.PauseTransition;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import org.kordamp.ikonli.feather.Feather;

/**
 * The local copy's line under the table, calm and never in the way: while the screen pages from
 * the service, the offer to get the whole list; while a sync runs, its progress and Cancel (the
 * person works on meanwhile); after it, what changed, with the changes to look through, or why
 * it stopped. Each takes room only while it shows.
 */
final class CopyStatusBar {

    private static final double PROGRESS_WIDTH = 220;

    private final VBox view;

    /** How long Undo is offered after a delete; the trash keeps the contacts after. */
    private static final Duration UNDO_OFFERED = Duration.minutes(1);

    /**
     * {@code showChanges}: opens the list of what the last sync changed; {@code resumeImport}: the
     * wizard resuming a job; {@code showTrash}: the deleted contacts.
     */
    CopyStatusBar(ContactsViewModel model, Runnable showChanges, Consumer<String> resumeImport, Runnable showTrash) {
        view = new VBox(offer(model), progress(model), outcome(model, showChanges), interruptedImport(model, resumeImport),
                undoDelete(model, showTrash));
        view.setId("copy-status");
    }

    Node view() {
        return view;
    }

    private static Node offer(ContactsViewModel model) {
        Label text = new Label();
        text.setId("copy-offer-text");
        text.textProperty().bind(model.offerText());
        text.setWrapText(true);
        Button getAll = new Button(Messages.text("contacts.offer.action"), Icons.of(Feather.DOWNLOAD_CLOUD));
        getAll.setId("get-all-contacts");
        getAll.setMinWidth(Region.USE_PREF_SIZE);
        getAll.setOnAction(event -> model.synchronise());
        HBox offer = line("copy-offer", Feather.INFO, text, getAll);
        offer.getStyleClass().add(Styles.BG_SUBTLE);
        Visibility.showWhen(offer, model.offerShown());
        return offer;
    }

    private static Node progress(ContactsViewModel model) {
        Synchronisation sync = model.sync();
        Label text = new Label();
        text.setId("sync-progress-text");
        text.textProperty().bind(sync.text());
        text.setMinWidth(0);
        Tooltip whole = new Tooltip();
        whole.textProperty().bind(sync.text());
        text.setTooltip(whole);
        ProgressBar bar = new ProgressBar();
        bar.setId("sync-progress");
        bar.progressProperty().bind(sync.fraction());
        bar.setPrefWidth(PROGRESS_WIDTH);
        bar.setMinWidth(PROGRESS_WIDTH / 2);
        Button cancel = new Button(Messages.text("common.cancel"), Icons.of(Feather.X));
        cancel.setId("cancel-sync");
        cancel.setMinWidth(Region.USE_PREF_SIZE);
        cancel.disableProperty().bind(sync.cancellingProperty());
        cancel.setOnAction(event -> model.cancelSync());
        HBox progress = line("sync-strip", Feather.DOWNLOAD_CLOUD, text, bar, cancel);
        progress.getStyleClass().add(Styles.BG_ACCENT_SUBTLE);
        Visibility.showWhen(progress, sync.runningProperty());
        return progress;
    }

    private static Node outcome(ContactsViewModel model, Runnable showChanges) {
        Label text = new Label();
        text.setId("sync-outcome-text");
        text.textProperty().bind(Bindings.createStringBinding(
                () -> model.syncOutcomeProperty().get() == null ? "" : model.syncOutcomeProperty().get().text(), model.syncOutcomeProperty()));
        text.setWrapText(true);
        Hyperlink changes = new Hyperlink(Messages.text("contacts.sync.showChanges"));
        changes.setId("show-changes");
        changes.setMinWidth(Region.USE_PREF_SIZE);
        changes.setOnAction(event -> showChanges.run());
        Visibility.showWhen(changes, Bindings.createBooleanBinding(
                () -> model.syncOutcomeProperty().get() != null && model.syncOutcomeProperty().get().changes() != null, model.syncOutcomeProperty()));
        Hyperlink details = new Hyperlink(Messages.text("contacts.sync.details"));
        details.setId("sync-failure-details");
        details.setMinWidth(Region.USE_PREF_SIZE);
        details.setOnAction(event -> model.explainSyncFailure());
        Visibility.showWhen(details, Bindings.createBooleanBinding(
                () -> model.syncOutcomeProperty().get() != null && model.syncOutcomeProperty().get().problem() != null, model.syncOutcomeProperty()));
        Button close = new Button(null, Icons.of(Feather.X));
        close.setId("dismiss-sync-outcome");
        close.getStyleClass().addAll(Styles.BUTTON_ICON, Styles.FLAT);
        close.setTooltip(new Tooltip(Messages.text("contacts.sync.dismiss")));
        close.setOnAction(event -> model.dismissSyncOutcome());
        HBox outcome = line("sync-outcome", Feather.CHECK_CIRCLE, text, changes, details, close);
        outcome.getStyleClass().add(Styles.BG_SUBTLE);
        Visibility.showWhen(outcome, model.syncOutcomeProperty().isNotNull());
        return outcome;
    }

    /** An import into this application that stopped before its end, offered to resume (docs/import.md, "Desktop"). */
    private static Node interruptedImport(ContactsViewModel model, Consumer<String> resumeImport) {
        Label text = new Label();
        text.setId("import-notice-text");
        text.textProperty().bind(Bindings.createStringBinding(() -> {
            JobSummary job = model.interruptedImportProperty().get();
            return job == null ? "" : Messages.text("contacts.import.interrupted", PastImports.file(job), Formats.dateTime(job.createdAt()),
                    job.sent() + job.failed(), job.planned());
        }, model.interruptedImportProperty()));
        text.setWrapText(true);
        Button resume = new Button(Messages.text("contacts.import.resume"), Icons.of(Feather.PLAY));
        resume.setId("import-notice-resume");
        resume.setMinWidth(Region.USE_PREF_SIZE);
        resume.setOnAction(event -> {
            JobSummary job = model.interruptedImportProperty().get();
            if (job != null) {
                model.dismissInterruptedImport();
                resumeImport.accept(job.id());
            }
        });
        Button close = new Button(null, Icons.of(Feather.X));
        close.setId("dismiss-import-notice");
        close.getStyleClass().addAll(Styles.BUTTON_ICON, Styles.FLAT);
        close.setTooltip(new Tooltip(Messages.text("contacts.sync.dismiss")));
        close.setOnAction(event -> model.dismissInterruptedImport());
        HBox line = line("import-notice", Feather.UPLOAD, text, resume, close);
        line.getStyleClass().add(Styles.BG_SUBTLE);
        Visibility.showWhen(line, model.interruptedImportProperty().isNotNull());
        return line;
    }

    /**
     * After a delete, for a minute: how many went to the trash, Undo (which makes them again), and
     * the trash itself (docs/changes.md, "Undo").
     */
    private static Node undoDelete(ContactsViewModel model, Runnable showTrash) {
        Restoring restoring = model.restoring();
        Label text = new Label();
        text.setId("undo-notice-text");
        text.textProperty().bind(Bindings.createStringBinding(() -> {
            Restoring.Deleted deleted = restoring.undoableProperty().get();
            return deleted == null ? "" : Messages.text("contacts.deleted.undoable", deleted.count());
        }, restoring.undoableProperty()));
        text.setWrapText(true);
        text.setTooltip(new Tooltip(Messages.text("contacts.deleted.undoTooltip")));
        Button undo = new Button(Messages.text("contacts.undo"), Icons.of(Feather.ROTATE_CCW));
        undo.setId("undo-delete");
        undo.setMinWidth(Region.USE_PREF_SIZE);
        undo.disableProperty().bind(model.bulkChanges().state().runningProperty());
        undo.setOnAction(event -> model.undoLastDelete());
        Hyperlink trash = new Hyperlink(Messages.text("contacts.trash.menu"));
        trash.setId("undo-notice-trash");
        trash.setMinWidth(Region.USE_PREF_SIZE);
        trash.setOnAction(event -> showTrash.run());
        Button close = new Button(null, Icons.of(Feather.X));
        close.setId("dismiss-undo-notice");
        close.getStyleClass().addAll(Styles.BUTTON_ICON, Styles.FLAT);
        close.setTooltip(new Tooltip(Messages.text("contacts.sync.dismiss")));
        close.setOnAction(event -> restoring.dismiss());
        HBox line = line("undo-notice", Feather.TRASH_2, text, undo, trash, close);
        line.getStyleClass().add(Styles.BG_SUBTLE);
        Visibility.showWhen(line, restoring.undoableProperty().isNotNull());
        restoring.undoableProperty().subscribe(offered -> {
            if (offered != null) {
                PauseTransition offer = new PauseTransition(UNDO_OFFERED);
                offer.setOnFinished(event -> {
                    if (restoring.undoableProperty().get() == offered) {
                        restoring.dismiss();
                    }
                });
                offer.play();
            }
        });
        return line;
    }

    /** An icon, the words taking the room there is, and what can be done about them. */
    private static HBox line(String id, Feather icon, Label text, Node... actions) {
        HBox line = new HBox(10, Icons.of(icon, 16), text);
        line.getChildren().addAll(actions);
        HBox.setHgrow(text, Priority.ALWAYS);
        text.setMaxWidth(Double.MAX_VALUE);
        line.setId(id);
        line.setAlignment(Pos.CENTER_LEFT);
        line.setPadding(new Insets(6, 12, 6, 12));
        return line;
    }
}
