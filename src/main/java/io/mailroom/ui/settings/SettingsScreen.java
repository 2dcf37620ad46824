package io.mailroom.ui.settings;

import io.mailroom.service.profiles.Profile;
import io.mailroom.service.profiles.Session;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.Dialogs;
import io.mailroom.ui.common.Icons;
import io.mailroom.ui.common.Screen;
import java.util.Objects;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.feather.Feather;

/**
 * Connection profiles: the list on the left, the one selected on the right with its fields,
 * its API key (typed masked, stored in the keychain, never shown again) and a connection test.
 */
public final class SettingsScreen implements Screen {

    private final SettingsViewModel model;
    private final ListView<ProfileEntry> list = new ListView<>();
    private final BorderPane root = new BorderPane();
    /** True while the list's selection is being set to match the model, not by the person. */
    private boolean following;

    /** Never changes: {@link Screen#id()}. */
    public static final String ID = "settings";

    public SettingsScreen(Session session, Async async) {
        this.model = new SettingsViewModel(session, async);
        model.onProblem(problem -> Dialogs.problem(window(), problem));
        root.setLeft(profileList());
        root.setCenter(details());
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Settings";
    }

    @Override
    public Ikon icon() {
        return Feather.SETTINGS;
    }

    @Override
    public Node view() {
        return root;
    }

    @Override
    public void stop() {
        model.close();
    }

    @Override
    public void shown() {
        model.refresh();
    }

    private Node profileList() {
        Button add = new Button("New profile", Icons.of(Feather.PLUS));
        add.setId("new-profile");
        add.setMaxWidth(Double.MAX_VALUE);
        add.setOnAction(event -> {
            if (mayLeaveEdits()) {
                model.newProfile();
            }
        });
        list.setId("profile-list");
        list.setItems(model.entries());
        list.setCellFactory(view -> new ProfileCell());
        list.getSelectionModel().selectedItemProperty().addListener((observable, before, now) -> {
            if (following || now == null || sameProfile(now.profile(), model.editing().get())) {
                return;
            }
            if (mayLeaveEdits()) {
                model.select(now.profile());
            } else {
                followModel();
            }
        });
        model.entries().addListener((ListChangeListener<ProfileEntry>) change -> followModel());
        model.editing().addListener((observable, before, now) -> followModel());
        VBox.setVgrow(list, Priority.ALWAYS);
        VBox pane = new VBox(8, add, list);
        pane.setPadding(new Insets(12));
        pane.setPrefWidth(270);
        return pane;
    }

    private Node details() {
        Label heading = new Label();
        heading.getStyleClass().add("title-3");
        heading.textProperty().bind(model.editing().map(profile -> profile.id() == null ? "New profile" : profile.name()).orElse(""));

        Label readOnly = new Label(SettingsViewModel.READ_ONLY_REASON, Icons.of(Feather.INFO));
        readOnly.setId("read-only-reason");
        readOnly.setWrapText(true);
        FormGrid.muted(readOnly);
        FormGrid.showWhen(readOnly, model.readOnly());

        FormGrid grid = new FormGrid(model.errors());
        new ProfileFormView(model.form(), model.readOnly()).addTo(grid);
        new KeyAndTestView(model).addTo(grid);

        VBox content = new VBox(10, heading, readOnly, grid.view());
        content.setPadding(new Insets(12, 20, 20, 12));
        content.setMaxWidth(800);
        ScrollPane scroll = new ScrollPane(content);
        scroll.setId("profile-details");
        scroll.setFitToWidth(true);
        ScrollReveal.followFocus(scroll);
        model.errors().refusals().addListener((observable, before, now) -> {
            content.applyCss();
            content.layout();
            grid.firstProblem().ifPresent(problem -> ScrollReveal.reveal(scroll, problem));
        });
        BorderPane pane = new BorderPane(scroll);
        pane.setBottom(actions());
        return pane;
    }

    private Node actions() {
        Button save = new Button("Save", Icons.of(Feather.SAVE));
        save.setId("save-profile");
        save.getStyleClass().add("accent");
        save.disableProperty().bind(model.canSave().not());
        save.setOnAction(event -> model.save());

        Button use = new Button("Use this profile", Icons.of(Feather.CHECK_CIRCLE));
        use.setId("use-profile");
        use.disableProperty().bind(model.canUse().not());
        use.textProperty().bind(model.current().map(inUse -> inUse ? "In use" : "Use this profile"));
        use.setOnAction(event -> model.use());

        Label notice = new Label();
        notice.setId("settings-notice");
        notice.getStyleClass().add("text-muted");
        notice.textProperty().bind(model.notice());

        Button delete = new Button("Delete…", Icons.of(Feather.TRASH_2));
        delete.setId("delete-profile");
        delete.getStyleClass().add("danger");
        delete.disableProperty().bind(model.canDelete().not());
        delete.setOnAction(event -> confirmDelete());

        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox bar = new HBox(8, save, use, notice, spacer, delete);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(10, 12, 12, 12));
        bar.getStyleClass().add("border-default");
        return bar;
    }

    private void confirmDelete() {
        Profile target = model.editing().get();
        if (Dialogs.confirm(window(), "Delete the profile “" + target.name() + "”?",
                "The profile and its API key are deleted. This cannot be undone.", "Delete")) {
            model.delete();
        }
    }

    /** Unsaved edits are dropped only when the person says so. */
    private boolean mayLeaveEdits() {
        Profile shown = model.editing().get();
        return shown == null || !model.dirty().get() || Dialogs.confirm(window(),
                "Discard your changes?",
                "What you typed for “" + (shown.id() == null ? "the new profile" : shown.name()) + "” is not saved.",
                "Discard");
    }

    /** Selects the profile the model shows, or nothing for a new one. */
    private void followModel() {
        Profile shown = model.editing().get();
        following = true;
        try {
            model.entries().stream().filter(entry -> sameProfile(entry.profile(), shown)).findFirst()
                    .ifPresentOrElse(list.getSelectionModel()::select, list.getSelectionModel()::clearSelection);
        } finally {
            following = false;
        }
    }

    private static boolean sameProfile(Profile a, Profile b) {
        return a != null && b != null && a.id() != null && Objects.equals(a.id(), b.id());
    }

    private Window window() {
        return root.getScene() == null ? null : root.getScene().getWindow();
    }
}
