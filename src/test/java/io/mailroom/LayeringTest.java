package io.mailroom;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import java.util.Arrays;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The layer rules of docs/architecture.md and docs/decisions/039-layers.md: the layers below never import the layers above. */
class LayeringTest {

    private static JavaClasses classes;

    @BeforeAll
    static void importProductionClasses() {
        classes = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.mailroom");
    }

    @Test
    void apiKnowsNothingAbove() {
        noClasses().that().resideInAPackage("io.mailroom.api..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "io.mailroom.service..", "io.mailroom.cli..", "io.mailroom.app..", "io.mailroom.ui..",
                        "io.mailroom.sandbox..", "javafx..")
                .check(classes);
    }

    @Test
    void serviceKnowsNothingAbove() {
        noClasses().that().resideInAPackage("io.mailroom.service..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "io.mailroom.cli..", "io.mailroom.app..", "io.mailroom.ui..", "javafx..")
                .check(classes);
    }

    /** The built-in Sandbox profile starts the embedded sandbox; nothing else in the service layer knows it. */
    @Test
    void onlyTheEmbeddedSandboxAndTheProfilesStartTheSandbox() {
        noClasses().that().resideInAPackage("io.mailroom.service..")
                .and().doNotHaveFullyQualifiedName("io.mailroom.service.EmbeddedSandbox")
                .and().doNotHaveFullyQualifiedName("io.mailroom.service.profiles.ProfileService")
                .should().dependOnClassesThat().resideInAPackage("io.mailroom.sandbox..")
                .check(classes);
    }

    /** One place speaks SQL: the local copy (docs/local-copy.md); everything else asks it. */
    @Test
    void onlyTheLocalCopyTouchesTheDatabase() {
        noClasses().that().resideOutsideOfPackage("io.mailroom.service.localcopy..")
                .should().dependOnClassesThat().resideInAnyPackage("java.sql..", "org.sqlite..")
                .check(classes);
    }

    /** The import and export engines (docs/import.md) sit on top of the service layer: the rest of it knows nothing of them. */
    @Test
    void theRestOfTheServiceLayerKnowsNothingOfTheTransferEngines() {
        noClasses().that().resideInAPackage("io.mailroom.service..")
                .and().resideOutsideOfPackage("io.mailroom.service.transfer..")
                .should().dependOnClassesThat().resideInAPackage("io.mailroom.service.transfer..")
                .check(classes);
    }

    @Test
    void sandboxStandsApart() {
        noClasses().that().resideInAPackage("io.mailroom.sandbox..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "io.mailroom.service..", "io.mailroom.cli..", "io.mailroom.app..", "io.mailroom.ui..", "javafx..")
                .check(classes);
    }

    @Test
    void commandLineNeverTouchesJavaFx() {
        noClasses().that().resideInAPackage("io.mailroom.cli..")
                .should().dependOnClassesThat().resideInAnyPackage("io.mailroom.app..", "io.mailroom.ui..", "javafx..")
                .check(classes);
    }

    @Test
    void screensDoNotReachIntoTheShellOrTheCommandLine() {
        noClasses().that().resideInAPackage("io.mailroom.ui..")
                .should().dependOnClassesThat().resideInAnyPackage("io.mailroom.app..", "io.mailroom.cli..")
                .allowEmptyShould(true)
                .check(classes);
    }

    /** What the desktop app remembers goes through the one typed settings object, over the UI's own node. */
    @Test
    void onlyTheSettingsTouchThePreferences() {
        noClasses().that().resideInAnyPackage("io.mailroom.ui..", "io.mailroom.app..")
                .and().haveNameNotMatching("io\\.mailroom\\.ui\\.common\\.Settings(\\$.*)?")
                .should().dependOnClassesThat().resideInAPackage("java.util.prefs..")
                .check(classes);
    }

    /**
     * The convention of docs/architecture.md ("Layers"): in the UI, nodes are built only by views, whose names
     * end in one of {@link #VIEW_SUFFIXES}, and by the shared toolkit {@code ui.fx}. Every other class
     * (view-models, models, ui.common) is tested without the FX thread, so it holds no nodes, windows or
     * events. Inner classes follow their outer class.
     */
    static final String[] VIEW_SUFFIXES = {"Screen", "View", "Dialog", "Panel", "Cell", "Table", "Bar", "Grid", "Badge", "Preview", "Menu"};

    @Test
    void everyClassOfTheUiThatIsNotAViewKnowsNoScene() {
        classes().that().resideInAPackage("io.mailroom.ui..")
                .and().resideOutsideOfPackage("io.mailroom.ui.fx..")
                .and(new DescribedPredicate<JavaClass>("are not views") {
                    @Override
                    public boolean test(JavaClass type) {
                        String outer = type.getName().replaceFirst("\\$.*", "");
                        String simple = outer.substring(outer.lastIndexOf('.') + 1);
                        return Arrays.stream(VIEW_SUFFIXES).noneMatch(simple::endsWith);
                    }
                })
                .should(new ArchCondition<JavaClass>("import nothing of javafx.scene, javafx.stage or javafx.application") {
                    @Override
                    public void check(JavaClass type, ConditionEvents events) {
                        type.getDirectDependenciesFromSelf().stream()
                                .filter(d -> d.getTargetClass().getPackageName().matches("javafx\\.(scene|stage|application)(\\..*)?"))
                                .forEach(d -> events.add(SimpleConditionEvent.violated(d, d.getDescription())));
                    }
                })
                .check(classes);
    }

    /** The shared toolkit knows no screen: a helper that needs one belongs to that screen's package. */
    @Test
    void theToolkitKnowsNoFeature() {
        noClasses().that().resideInAPackage("io.mailroom.ui.fx..")
                .should().dependOnClassesThat(resideInAPackage("io.mailroom.ui..")
                        .and(not(resideInAnyPackage("io.mailroom.ui.common..", "io.mailroom.ui.fx.."))))
                .check(classes);
    }
}
