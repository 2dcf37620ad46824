package io.mailroom.ui.settings;

import io.mailroom.ui.common.Messages;
import io.mailroom.ui.fx.Icons;
import io.mailroom.ui.fx.ProblemView;
import io.mailroom.ui.fx.Visibility;
import javafx.beans.binding.BooleanBinding;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;

/**
 * The profile's local copy of the contacts, a section of its own: whether it is kept on this
 * computer (saved with the profile), where it is and how big, when each application was last
 * synchronised, and "Forget the local copy".
 */
final class LocalCopyView {

    private final LocalCopyModel copy;
    private final ProfileForm form;
    private final BooleanBinding readOnly;
    private final BooleanBinding unsaved;

    LocalCopyView(LocalCopyModel copy, ProfileForm form, BooleanBinding readOnly, BooleanBinding unsaved) {
        this.copy = copy;
        this.form = form;
        this.readOnly = readOnly;
        this.unsaved = unsaved;
    }

    void addTo(FormGrid grid) {
        grid.section(Messages.text("settings.copy.section"));
        CheckBox keep = new CheckBox(Messages.text("settings.copy.keepOnDisk"));
        keep.setId("copy-on-disk");
        keep.setWrapText(true);
        keep.selectedProperty().bindBidirectional(form.copyOnDisk());
        keep.disableProperty().bind(readOnly);
        Label keepHint = new Label(Messages.text("settings.copy.keepHint"));
        FormGrid.muted(keepHint);
        grid.field("", new VBox(4, keep, keepHint));

        Label state = new Label();
        state.setId("copy-state");
        state.setWrapText(true);
        state.textProperty().bind(copy.state());
        // A path has no spaces to wrap at: a field shows it whole by scrolling, and lets it be copied.
        TextField file = new TextField();
        file.setId("copy-file");
        file.setEditable(false);
        file.textProperty().bind(copy.file());
        Visibility.showWhen(file, copy.file().isNotEmpty());
        ProblemView problem = new ProblemView("copy-problem");
        problem.problemProperty().bind(copy.problem());
        grid.field(Messages.text("settings.copy.caption"), new VBox(4, state, file, problem.view())).showWhen(unsaved.not());

        Label syncs = new Label();
        syncs.setId("copy-syncs");
        syncs.setWrapText(true);
        syncs.textProperty().bind(copy.syncs());
        grid.field(Messages.text("settings.copy.syncedCaption"), syncs).showWhen(unsaved.not());

        Button forget = new Button(Messages.text("settings.copy.forget"), Icons.of(Feather.TRASH));
        forget.setId("forget-copy");
        forget.setMinWidth(Button.USE_PREF_SIZE);
        forget.disableProperty().bind(copy.canForget().not());
        forget.setOnAction(event -> copy.forget());
        Label forgetHint = new Label(Messages.text("settings.copy.forgetHint"));
        FormGrid.muted(forgetHint);
        grid.field("", new VBox(4, forget, forgetHint)).showWhen(unsaved.not());
    }
}
