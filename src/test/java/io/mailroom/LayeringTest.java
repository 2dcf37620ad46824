package io.mailroom;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The layer rules of docs/decisions/039-layers.md: the layers below never import the layers above. */
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

    /** A screen's state and commands are tested without the FX thread, so they hold no nodes, windows or events. */
    @Test
    void viewModelsKnowNoScene() {
        noClasses().that().resideInAPackage("io.mailroom.ui..").and().haveSimpleNameEndingWith("ViewModel")
                .should().dependOnClassesThat().resideInAnyPackage("javafx.scene..", "javafx.stage..", "javafx.application..")
                .allowEmptyShould(true)
                .check(classes);
    }
}
