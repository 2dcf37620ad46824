package io.mailroom.ui.settings;

import io.mailroom.service.profiles.Profile;
import io.mailroom.service.profiles.Session;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.Screen;
import io.mailroom.ui.common.Settings;
import io.mailroom.ui.fx.FxDialogService;
import io.mailroom.ui.fx.Icons;
import io.mailroom.ui.fx.ScrollReveal;
import io.mailroom.ui.fx.Visibility;
import io.mailroom.ui.fx.WordedChoices;
import java.util.Objects;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.feather.Feather;

/**
 * Connection profiles: the list on the left, the one selected on the right with its fields,
 * its API key (typed masked, stored in the keychain, never shown again), a connection test and
 * its local copy of the contacts. Under the list, how old any profile's copy may grow.
 */
public final class SettingsScreen implements Screen {

    private final BorderPane root = new BorderPane();
    private final SettingsViewModel model;
    private final ListView<ProfileEntry> list = new ListView<>();
    private final Settings settings;
    /** True while the list's selection is being set to match the model, not by the person. */
    private boolean following;

    /** Never changes: {@link Screen#id()}. */
    public static final String ID = "settings";

    public SettingsScreen(Session session, Async async, Settings settings) {
        this.settings = settings;
        this.model = new SettingsViewModel(session, async, FxDialogService.over(root));
        root.setLeft(profileList());
        root.setCenter(details());
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return Messages.text("settings.title");
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

    /** Asked before the window closes; false keeps it open. Unsaved profile edits are saved or dropped only as the person says. */
    @Override
    public boolean mayClose() {
        return model.mayClose();
    }

    private Node profileList() {
        Button add = new Button(Messages.text("settings.profiles.new"), Icons.of(Feather.PLUS));
        add.setId("new-profile");
        add.setMaxWidth(Double.MAX_VALUE);
        add.setOnAction(event -> {
            model.newProfile();
            followModel();
        });
        list.setId("profile-list");
        list.setItems(model.entries());
        list.setCellFactory(view -> new ProfileCell());
        list.getSelectionModel().selectedItemProperty().addListener((observable, before, now) -> {
            if (following || now == null || sameProfile(now.profile(), model.editing().get())) {
                return;
            }
            // The model asks about unsaved edits; until it shows another profile the list shows the one it shows.
            model.select(now.profile());
            followModel();
        });
        model.entries().addListener((ListChangeListener<ProfileEntry>) change -> followModel());
        model.editing().addListener((observable, before, now) -> followModel());
        VBox.setVgrow(list, Priority.ALWAYS);
        VBox pane = new VBox(8, add, list, copyRefresh());
        pane.setPadding(new Insets(12));
        pane.setPrefWidth(270);
        return pane;
    }

    /** For every profile: how old a local copy may grow before the contacts screen refreshes it. */
    private Node copyRefresh() {
        ComboBox<Settings.CopyRefresh> choice = new ComboBox<>(FXCollections.observableArrayList(Settings.CopyRefresh.values()));
        choice.setId("copy-refresh");
        choice.setMaxWidth(Double.MAX_VALUE);
        WordedChoices.wordedBy(choice, SettingsScreen::words);
        choice.valueProperty().bindBidirectional(settings.refreshCopiesOlderThan());
        Label caption = new Label(Messages.text("settings.refresh.caption"));
        caption.setWrapText(true);
        caption.setLabelFor(choice);
        VBox box = new VBox(4, caption, choice);
        box.setPadding(new Insets(4, 0, 0, 0));
        return box;
    }

    static String words(Settings.CopyRefresh age) {
        return switch (age) {
            case ONE_HOUR -> Messages.text("settings.refresh.oneHour");
            case SIX_HOURS -> Messages.text("settings.refresh.sixHours");
            case ONE_DAY -> Messages.text("settings.refresh.oneDay");
            case ONE_WEEK -> Messages.text("settings.refresh.oneWeek");
            case NEVER -> Messages.text("settings.refresh.never");
        };
    }

    private Node details() {
        Label heading = new Label();
        heading.getStyleClass().add("title-3");
        heading.textProperty().bind(model.editing().map(profile -> profile.id() == null ? Messages.text("settings.profiles.new") : profile.name()).orElse(""));

        Label readOnly = new Label(Messages.text("settings.profile.readOnly"), Icons.of(Feather.INFO));
        readOnly.setId("read-only-reason");
        readOnly.setWrapText(true);
        FormGrid.muted(readOnly);
        Visibility.showWhen(readOnly, model.readOnly());

        FormGrid grid = new FormGrid(model.errors());
        new ProfileFormView(model.form(), model.readOnly()).addTo(grid);
        KeyAndTestView keyAndTest = new KeyAndTestView(model);
        keyAndTest.addTo(grid);
        new LocalCopyView(model.copy(), model.form(), model.readOnly(), model.unsaved()).addTo(grid);

        VBox content = new VBox(10, heading, readOnly, grid.view());
        content.setPadding(new Insets(12, 20, 20, 12));
        content.setMaxWidth(800);
        ScrollPane scroll = new ScrollPane(content);
        scroll.setId("profile-details");
        scroll.setFitToWidth(true);
        ScrollReveal.followFocus(scroll);
        model.errors().refusals().addListener((observable, before, now) -> grid.firstProblem().ifPresent(problem -> reveal(scroll, problem)));
        keyAndTest.onAnswer(answer -> reveal(scroll, answer));
        BorderPane pane = new BorderPane(scroll);
        pane.setBottom(actions());
        return pane;
    }

    /** Scrolls the details to {@code node} as the form is laid out with it, which it may just have grown by. */
    private static void reveal(ScrollPane scroll, Node node) {
        scroll.applyCss();
        scroll.layout();
        ScrollReveal.reveal(scroll, node);
    }

    /**
     * The notice on a line of its own above the buttons, wrapping, so it is read whole; the
     * buttons never shrink below their words, whatever the language.
     */
    private Node actions() {
        Button save = whole(new Button(Messages.text("settings.profile.save"), Icons.of(Feather.SAVE)));
        save.setId("save-profile");
        save.getStyleClass().add("accent");
        save.disableProperty().bind(model.canSave().not());
        save.setOnAction(event -> model.save());

        Button use = whole(new Button(Messages.text("settings.profile.use"), Icons.of(Feather.CHECK_CIRCLE)));
        use.setId("use-profile");
        use.disableProperty().bind(model.canUse().not());
        use.textProperty().bind(model.current().map(inUse -> Messages.text(inUse ? "settings.profile.inUse" : "settings.profile.use")));
        use.setOnAction(event -> model.use());

        Button delete = whole(new Button(Messages.text("settings.profile.delete"), Icons.of(Feather.TRASH_2)));
        delete.setId("delete-profile");
        delete.getStyleClass().add("danger");
        delete.disableProperty().bind(model.canDelete().not());
        delete.setOnAction(event -> model.delete());

        Label notice = new Label();
        notice.setId("settings-notice");
        notice.getStyleClass().add("text-muted");
        notice.setWrapText(true);
        notice.textProperty().bind(model.notice());
        Visibility.showWhen(notice, notice.textProperty().isNotEmpty());

        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox buttons = new HBox(8, save, use, spacer, delete);
        buttons.setAlignment(Pos.CENTER_LEFT);
        VBox bar = new VBox(8, notice, buttons);
        bar.setPadding(new Insets(10, 12, 12, 12));
        bar.getStyleClass().add("border-default");
        return bar;
    }

    private static Button whole(Button button) {
        button.setMinWidth(Button.USE_PREF_SIZE);
        return button;
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
}
