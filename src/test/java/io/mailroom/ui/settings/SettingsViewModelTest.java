package io.mailroom.ui.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.mailroom.api.ApiKey;
import io.mailroom.api.ClientConfig;
import io.mailroom.api.ServiceClient;
import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import io.mailroom.service.Connections;
import io.mailroom.service.profiles.AppRef;
import io.mailroom.service.profiles.MissingKeyException;
import io.mailroom.service.profiles.Profile;
import io.mailroom.service.profiles.ProfileService;
import io.mailroom.service.profiles.Session;
import io.mailroom.service.profiles.TestProfiles;
import io.mailroom.service.secrets.KeychainDouble;
import io.mailroom.service.secrets.SecretStore;
import io.mailroom.service.secrets.SecretStoreKind;
import io.mailroom.service.secrets.SessionSecretStore;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.HeldBackground;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.Problem;
import io.mailroom.ui.common.RecordingDialogs;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.Test;

/** The settings screen's model without the FX thread, against a sandbox playing a real account over loopback HTTP. */
class SettingsViewModelTest {

    private static final String KEY = "settings-key-4f2a";
    @AutoClose
    private static final SandboxServer ACCOUNT = SandboxServer.start(SandboxOptions.defaults().withApiKey(KEY).withRateLimit(1000).withSeedContacts(30));

    private TestProfiles profiles;
    private ProfileService service;
    private Session session;
    private SettingsViewModel model;
    private final RecordingDialogs dialogs = new RecordingDialogs();

    @AfterEach
    void cleanUp() throws Exception {
        session.close();
        profiles.close();
    }

    private void open(SecretStore secrets) {
        profiles = new TestProfiles(secrets);
        service = profiles.start();
        session = new Session(service, service.lastUsed());
        model = new SettingsViewModel(session, Async.sameThread(), dialogs);
        model.refresh();
    }

    @Test
    void everyKindOfKeychainIsNamedInGermanWithNoEnglishLeft() {
        open(new KeychainDouble());
        Set<String> names = Set.of("Secret", "Service", "macOS", "Windows");
        for (SecretStoreKind kind : SecretStoreKind.values()) {
            String english = SettingsViewModel.keychain(kind);
            Messages.use(Locale.GERMAN);
            String german;
            try {
                german = SettingsViewModel.keychain(kind);
            } finally {
                Messages.use(Locale.ENGLISH);
            }
            Set<String> left = new HashSet<>(Arrays.asList(english.split("[^\\p{L}]+")));
            left.retainAll(Arrays.asList(german.split("[^\\p{L}]+")));
            left.removeAll(names);
            left.removeIf(word -> word.length() < 3);
            assertThat(german).as(kind.name()).isNotBlank().isNotEqualTo(english).doesNotContain("[settings.");
            assertThat(left).as("English left in the German name of %s: %s", kind, german).isEmpty();
        }
    }

    /** Types a new account profile for the test sandbox, as a person would fill in the form. */
    private void typeNewProfile(String name, String key) {
        model.newProfile();
        ProfileForm form = model.form();
        form.name().set(name);
        form.baseUrl().set(ACCOUNT.baseUrl().toString());
        form.apps().getFirst().appId().set("newsletter");
        form.apps().getFirst().label().set("Newsletter");
        form.addSender();
        form.senders().getFirst().address().set("support@mailroom.example");
        model.apiKey().set(key);
    }

    private static long newsletterContacts() {
        try (ServiceClient client = new Connections().open(ClientConfig.of(ACCOUNT.baseUrl().toString(), ApiKey.of(KEY)))) {
            return client.listContacts("newsletter", 1, 1).data().total();
        }
    }

    private Profile saved(String name) {
        return service.find(name).orElseThrow();
    }

    private String error(String field) {
        return model.errors().of(field).get();
    }

    @Test
    void theKeyBeingTypedNeverShowsInTheModelsText() {
        open(new KeychainDouble());
        typeNewProfile("Production", KEY);

        assertThat(model.apiKey().get()).isEqualTo(KEY);
        assertThat(model.apiKey().toString()).doesNotContain(KEY);
    }

    @Test
    void listsTheSandboxFirstAsBuiltInAndInUseAndShowsItReadOnly() {
        open(new KeychainDouble());

        ProfileEntry sandbox = model.entries().getFirst();
        assertThat(sandbox.name()).isEqualTo("Sandbox");
        assertThat(sandbox.detail()).isEqualTo(Messages.text("settings.profile.sandboxDetail"));
        assertThat(sandbox.current()).isTrue();
        assertThat(model.editing().get().isSandbox()).isTrue();
        assertThat(model.readOnly().get()).isTrue();
        assertThat(model.keyState().get()).isEqualTo(Messages.text("settings.key.notNeeded"));
        assertThat(model.canSave().get()).isFalse();
        assertThat(model.canDelete().get()).isFalse();
        assertThat(model.canSaveKey().get()).isFalse();
        assertThat(model.canTest().get()).isTrue();
        assertThat(model.noKeychain()).isFalse();
    }

    /**
     * A save is followed by the profiles being read again (the switch it makes tells every screen); a
     * connection test started in between is about the same settings, and its answer must still show.
     */
    @Test
    void aConnectionTestOutlivesItsProfileBeingReadAgainFromTheStore() {
        open(new KeychainDouble());
        typeNewProfile("Production", KEY);
        model.save();
        HeldBackground held = new HeldBackground();
        model.close();
        model = new SettingsViewModel(session, new Async(held, Runnable::run), dialogs);
        model.select(saved("Production"));
        while (held.held() > 0) {
            held.runOldest();
        }

        model.testConnection();
        model.refresh();
        held.runNewest();
        held.runOldest();

        assertThat(model.testState().get()).isEqualTo(SettingsViewModel.TestState.PASSED);
        assertThat(model.testResult().get()).startsWith("OK");
    }

    @Test
    void createsAProfileStoresItsKeyClearsTheFieldAndTestsTheConnection() {
        open(new KeychainDouble());
        typeNewProfile("Production", KEY);
        assertThat(model.keyState().get()).isEqualTo(Messages.text("settings.key.missing"));
        assertThat(model.canTest().get()).isFalse();

        model.save();

        Profile production = saved("Production");
        assertThat(model.editing().get()).isEqualTo(production);
        assertThat(model.entries()).extracting(ProfileEntry::name).containsExactly("Sandbox", "Production");
        assertThat(profiles.secrets().read(production.id())).contains(ApiKey.of(KEY));
        assertThat(model.apiKey().get()).isEmpty();
        assertThat(model.keyState().get()).isEqualTo(Messages.text("settings.key.inKeychain", Messages.text("settings.keychain.secretService")));
        assertThat(model.dirty().get()).isFalse();
        assertThat(model.notice().get()).isEqualTo(Messages.text("settings.notice.saved", "Production"));

        model.testConnection();

        assertThat(model.testState().get()).isEqualTo(SettingsViewModel.TestState.PASSED);
        String requestId = model.testResult().get().replaceAll(".*(req_[0-9a-f]+).*", "$1");
        assertThat(model.testResult().get()).isEqualTo(Messages.text("settings.test.passed", newsletterContacts(), "newsletter", requestId));
        assertThat(requestId).matches("req_[0-9a-f]+");
        assertThat(model.testProblem().get()).isNull();
        assertThat(dialogs.asked()).isEmpty();
    }

    @Test
    void aRefusedSaveShowsEachFieldsProblemNextToItAndKeepsEverythingTyped() {
        open(new KeychainDouble());
        model.newProfile();
        ProfileForm form = model.form();
        form.baseUrl().set("http://mail.example.com");
        form.addSender();
        form.senders().getFirst().address().set("not-an-address");
        form.rateLimit().set("fast");
        form.connectTimeout().set("0");
        form.requestTimeout().set("half a minute");
        model.apiKey().set("typed-key");

        model.save();

        assertThat(error("name")).isEqualTo(Messages.text("problem.rule.required"));
        assertThat(error("baseUrl")).isEqualTo(Messages.text("problem.rule.urlNotHttps"));
        assertThat(error("apps")).isEqualTo(Messages.text("problem.rule.noApps"));
        assertThat(error("senders")).isEqualTo(Messages.text("problem.rule.senderNotAnEmail", "not-an-address"))
                .isEqualTo("“not-an-address” is not an email address like name@example.com.");
        assertThat(error("rateLimit")).isEqualTo(Messages.text("problem.rule.rateOutOfRange", 1000));
        assertThat(error("connectTimeout")).isEqualTo(Messages.text("problem.rule.timeoutOutOfRange", 10));
        assertThat(error("requestTimeout")).isEqualTo(Messages.text("problem.rule.timeoutOutOfRange", 10));
        assertThat(form.baseUrl().get()).isEqualTo("http://mail.example.com");
        assertThat(form.senders().getFirst().address().get()).isEqualTo("not-an-address");
        assertThat(form.rateLimit().get()).isEqualTo("fast");
        assertThat(form.requestTimeout().get()).isEqualTo("half a minute");
        assertThat(model.apiKey().get()).isEqualTo("typed-key");
        assertThat(model.unsaved().get()).isTrue();
        assertThat(service.profiles()).hasSize(1);
        assertThat(dialogs.asked()).isEmpty();

        form.name().set("Staging");
        form.baseUrl().set(ACCOUNT.baseUrl().toString());
        form.apps().getFirst().appId().set("newsletter");
        form.senders().getFirst().address().set("support@mailroom.example");
        form.rateLimit().set("8");
        form.connectTimeout().set("2.5");
        form.requestTimeout().set("45");
        model.save();

        List.of("name", "baseUrl", "apps", "senders", "defaultSender", "rateLimit", "connectTimeout", "requestTimeout", "apiKey")
                .forEach(field -> assertThat(error(field)).as(field).isEmpty());
        Profile staging = saved("Staging");
        assertThat(staging.rateLimit()).isEqualTo(8);
        assertThat(staging.connectTimeout().toMillis()).isEqualTo(2_500);
        assertThat(staging.requestTimeout().toSeconds()).isEqualTo(45);
        assertThat(form.connectTimeout().get()).isEqualTo("2.5");
        assertThat(profiles.secrets().read(staging.id())).contains(ApiKey.of("typed-key"));
    }

    @Test
    void aNameAlreadyTakenIsRefusedNextToTheName() {
        open(new KeychainDouble());
        typeNewProfile("Production", KEY);
        model.save();
        typeNewProfile("production", KEY);

        model.save();

        assertThat(error("name")).isEqualTo(Messages.text("problem.rule.nameTaken", "production"));
        assertThat(model.form().name().get()).isEqualTo("production");
        assertThat(model.apiKey().get()).isEqualTo(KEY);
    }

    @Test
    void renamingAProfileKeepsItsKey() {
        open(new KeychainDouble());
        typeNewProfile("Production", KEY);
        model.save();
        String id = model.editing().get().id();

        model.form().name().set("Live");
        model.save();

        assertThat(service.find("Production")).isEmpty();
        assertThat(saved("Live").id()).isEqualTo(id);
        assertThat(model.keyState().get()).isEqualTo(Messages.text("settings.key.inKeychain", Messages.text("settings.keychain.secretService")));
        model.testConnection();
        assertThat(model.testState().get()).isEqualTo(SettingsViewModel.TestState.PASSED);
    }

    @Test
    void usingAProfileAndThenEditingItOrItsKeyReachesTheSession() {
        open(new KeychainDouble());
        typeNewProfile("Production", KEY);
        model.save();
        assertThat(model.canUse().get()).isTrue();

        model.use();

        assertThat(session.profile().name()).isEqualTo("Production");
        assertThat(model.current().get()).isTrue();
        assertThat(model.entries()).filteredOn(ProfileEntry::current).extracting(ProfileEntry::name).containsExactly("Production");
        assertThat(model.canUse().get()).isFalse();
        assertThat(service.lastUsed().name()).isEqualTo("Production");

        model.form().rateLimit().set("7");
        model.save();
        assertThat(session.profile().rateLimit()).isEqualTo(7);

        List<Profile> switched = new ArrayList<>();
        session.onSwitch(switched::add);
        model.apiKey().set("a-new-key");
        model.saveKey();
        assertThat(switched).extracting(Profile::name).containsExactly("Production");
        assertThat(profiles.secrets().read(session.profile().id())).contains(ApiKey.of("a-new-key"));
        assertThat(model.apiKey().get()).isEmpty();
    }

    @Test
    void deletingAProfileDeletesItsKeyAndLeavesMailroomOnTheSandboxWhenItWasInUse() {
        open(new KeychainDouble());
        typeNewProfile("Production", KEY);
        model.save();
        model.use();
        String id = model.editing().get().id();

        dialogs.answer(true);
        model.delete();

        assertThat(dialogs.last().title()).isEqualTo(Messages.text("settings.delete.title", "Production"));
        assertThat(service.profiles()).extracting(Profile::name).containsExactly("Sandbox");
        assertThat(profiles.secrets().read(id)).isEmpty();
        assertThat(session.profile().isSandbox()).isTrue();
        assertThat(model.editing().get().isSandbox()).isTrue();
        assertThat(model.entries()).singleElement().satisfies(entry -> assertThat(entry.current()).isTrue());
        assertThat(model.notice().get()).isEqualTo(Messages.text("settings.notice.deleted", "Production"));
    }

    @Test
    void aRejectedKeyFailsTheTestWithTheServicesRequestId() {
        open(new KeychainDouble());
        typeNewProfile("Production", "not-the-key");
        model.save();

        model.testConnection();

        assertThat(model.testState().get()).isEqualTo(SettingsViewModel.TestState.FAILED);
        Problem failure = model.testProblem().get();
        assertThat(failure.requestId()).hasValueSatisfying(id -> assertThat(id).matches("req_[0-9a-f]+"));
        assertThat(failure.title() + failure.detail()).doesNotContain("not-the-key");
        assertThat(model.testResult().get()).isEmpty();
        assertThat(dialogs.asked()).isEmpty();
    }

    @Test
    void aProfileWithoutAKeySaysSoWhenTested() {
        open(new KeychainDouble());
        typeNewProfile("Production", "");
        model.save();
        assertThat(model.keyState().get()).isEqualTo(Messages.text("settings.key.missing"));

        model.testConnection();

        assertThat(model.testState().get()).isEqualTo(SettingsViewModel.TestState.FAILED);
        Throwable missingKey = catchThrowable(() -> service.test(saved("Production")));
        assertThat(missingKey).isInstanceOf(MissingKeyException.class);
        assertThat(model.testProblem().get()).isEqualTo(Problem.of(missingKey));
        assertThat(dialogs.asked()).isEmpty();
    }

    @Test
    void withoutAKeychainTheKeyIsKeptForTheSessionAndThePersonIsTold() {
        open(new SessionSecretStore());
        assertThat(model.noKeychain()).isTrue();

        typeNewProfile("Production", KEY);
        model.save();

        assertThat(model.keyState().get()).isEqualTo(Messages.text("settings.key.sessionOnly"));
        model.testConnection();
        assertThat(model.testState().get()).isEqualTo(SettingsViewModel.TestState.PASSED);
    }

    @Test
    void aKeyThatCannotBeOneIsRefusedNextToTheKeyFieldAndKept() {
        open(new KeychainDouble());
        typeNewProfile("Production", "");
        model.save();
        model.apiKey().set("two words");

        model.saveKey();

        assertThat(error("apiKey")).isEqualTo(Messages.text("problem.rule.keyCharacters"));
        assertThat(model.apiKey().get()).isEqualTo("two words");
        assertThat(model.keyState().get()).isEqualTo(Messages.text("settings.key.missing"));
    }

    @Test
    void aKeyThatCannotBeOneIsRefusedWithTheProfilesOtherProblemsAndNothingIsSaved() {
        open(new KeychainDouble());
        typeNewProfile("Production", "two words");
        model.form().rateLimit().set("0");

        model.save();

        assertThat(error("apiKey")).isEqualTo(Messages.text("problem.rule.keyCharacters"));
        assertThat(error("rateLimit")).isEqualTo(Messages.text("problem.rule.rateOutOfRange", 1000));
        assertThat(service.profiles()).hasSize(1);
        assertThat(model.apiKey().get()).isEqualTo("two words");
        assertThat(model.form().name().get()).isEqualTo("Production");
    }

    @Test
    void unsavedEditsSurviveARefreshAndWaitToBeSavedBeforeATest() {
        open(new KeychainDouble());
        typeNewProfile("Production", KEY);
        model.save();

        model.form().baseUrl().set("https://api.example.com");
        assertThat(model.dirty().get()).isTrue();
        assertThat(model.canTest().get()).isFalse();
        assertThat(model.canUse().get()).isFalse();
        assertThat(model.testHint().get()).isEqualTo(Messages.text("settings.test.hintDirty"));

        model.refresh();

        assertThat(model.form().baseUrl().get()).isEqualTo("https://api.example.com");
        model.form().baseUrl().set(ACCOUNT.baseUrl().toString());
        assertThat(model.dirty().get()).isFalse();
        assertThat(model.canTest().get()).isTrue();
    }

    @Test
    void selectingAnotherProfileShowsItAsSavedWithItsKeyState() {
        open(new KeychainDouble());
        Profile other = service.save(Profile.draft("Other", ACCOUNT.baseUrl().toString(), List.of(new AppRef("onboarding", null)), List.of()));
        model.refresh();
        typeNewProfile("Production", KEY);

        dialogs.answer(SettingsViewModel.UnsavedEdits.DISCARD);
        model.select(other);

        assertThat(model.form().name().get()).isEqualTo("Other");
        assertThat(model.form().apps()).singleElement().satisfies(row -> {
            assertThat(row.appId().get()).isEqualTo("onboarding");
            assertThat(row.label().get()).isEmpty();
        });
        assertThat(model.form().senders()).isEmpty();
        assertThat(model.apiKey().get()).isEmpty();
        assertThat(model.keyState().get()).isEqualTo(Messages.text("settings.key.missing"));
        assertThat(model.dirty().get()).isFalse();
        assertThat(service.find("Production")).isEmpty();
    }

    @Test
    void theDefaultSenderIsChosenAmongTheSendersAndFollowsARemoval() {
        open(new KeychainDouble());
        typeNewProfile("Production", KEY);
        ProfileForm form = model.form();
        form.addSender();
        form.senders().get(1).address().set("news@mailroom.example");
        form.addSender();
        form.defaultSender().set(form.senders().get(1));
        model.save();
        assertThat(saved("Production").senders()).containsExactly("support@mailroom.example", "news@mailroom.example");
        assertThat(saved("Production").defaultSender()).isEqualTo("news@mailroom.example");

        form.removeSender(form.defaultSender().get());
        model.save();

        assertThat(saved("Production").defaultSender()).isEqualTo("support@mailroom.example");
        assertThat(form.defaultSender().get().address().get()).isEqualTo("support@mailroom.example");
    }

    @Test
    void deleteAsksNamingTheProfileAndNothingIsDeletedWhenThePersonDeclines() {
        open(new KeychainDouble());
        typeNewProfile("Production", KEY);
        model.save();
        String id = model.editing().get().id();

        model.delete();

        assertThat(dialogs.kinds()).containsExactly("confirm");
        assertThat(dialogs.last().title()).isEqualTo(Messages.text("settings.delete.title", "Production"));
        assertThat(dialogs.last().items()).containsExactly(Messages.text("settings.delete.action"));
        assertThat(saved("Production").id()).isEqualTo(id);
        assertThat(profiles.secrets().read(id)).contains(ApiKey.of(KEY));
    }

    @Test
    void switchingWithUnsavedEditsAsksToSaveDiscardOrKeepEditingAndDoesAsTold() {
        open(new KeychainDouble());
        Profile sandbox = model.editing().get();
        typeNewProfile("Production", KEY);

        model.select(sandbox);

        assertThat(dialogs.kinds()).containsExactly("choose");
        assertThat(dialogs.last().title()).isEqualTo(Messages.text("settings.unsaved.title"));
        assertThat(dialogs.last().message()).isEqualTo(Messages.text("settings.unsaved.messageNew"));
        assertThat(dialogs.last().items()).containsExactly(Messages.text("settings.unsaved.save"),
                Messages.text("settings.unsaved.discard"), Messages.text("common.cancel"));
        assertThat(model.form().name().get()).isEqualTo("Production");
        assertThat(model.apiKey().get()).isEqualTo(KEY);

        dialogs.answer(SettingsViewModel.UnsavedEdits.SAVE);
        model.select(sandbox);

        assertThat(saved("Production")).isNotNull();
        assertThat(profiles.secrets().read(saved("Production").id())).contains(ApiKey.of(KEY));
        assertThat(model.editing().get().isSandbox()).isTrue();

        model.select(saved("Production"));
        model.form().rateLimit().set("9");
        dialogs.answer(SettingsViewModel.UnsavedEdits.DISCARD);
        model.newProfile();

        assertThat(dialogs.last().message()).isEqualTo(Messages.text("settings.unsaved.message", "Production"));
        assertThat(model.unsaved().get()).isTrue();
        assertThat(saved("Production").rateLimit()).isNotEqualTo(9);
    }

    @Test
    void closingAsksAboutUnsavedEditsTheWaySwitchingDoes() {
        open(new KeychainDouble());
        assertThat(model.mayClose()).isTrue();
        assertThat(dialogs.asked()).isEmpty();

        typeNewProfile("Production", KEY);
        assertThat(model.mayClose()).isFalse();
        assertThat(dialogs.kinds()).containsExactly("choose");
        assertThat(dialogs.last().title()).isEqualTo(Messages.text("settings.unsaved.title"));
        assertThat(model.form().name().get()).isEqualTo("Production");

        model.form().rateLimit().set("0");
        dialogs.answer(SettingsViewModel.UnsavedEdits.SAVE);
        assertThat(model.mayClose()).isFalse();
        assertThat(error("rateLimit")).isNotEmpty();
        assertThat(service.find("Production")).isEmpty();

        model.form().rateLimit().set("5");
        dialogs.answer(SettingsViewModel.UnsavedEdits.SAVE);
        assertThat(model.mayClose()).isTrue();
        assertThat(saved("Production").rateLimit()).isEqualTo(5);
        assertThat(profiles.secrets().read(saved("Production").id())).contains(ApiKey.of(KEY));

        model.form().rateLimit().set("6");
        dialogs.answer(SettingsViewModel.UnsavedEdits.DISCARD);
        assertThat(model.mayClose()).isTrue();
        assertThat(saved("Production").rateLimit()).isEqualTo(5);
    }

    @Test
    void aNoticeGoesOnceWhatItSaysNoLongerHolds() {
        open(new KeychainDouble());
        Profile sandbox = model.editing().get();
        typeNewProfile("Production", KEY);
        model.save();
        assertThat(model.notice().get()).isEqualTo(Messages.text("settings.notice.saved", "Production"));

        model.form().rateLimit().set("7");
        assertThat(model.notice().get()).isEmpty();
        model.save();

        model.use();
        assertThat(model.notice().get()).isEqualTo(Messages.text("settings.notice.using", "Production"));

        session.switchTo(sandbox);

        assertThat(model.notice().get()).isEmpty();
        assertThat(model.current().get()).isFalse();
        assertThat(model.canUse().get()).isTrue();
    }

    @Test
    void aFieldsProblemFollowsTheTypingOnceTheFieldWasTouched() {
        open(new KeychainDouble());
        model.newProfile();
        List.of("name", "baseUrl", "apps", "rateLimit").forEach(field -> assertThat(error(field)).as(field).isEmpty());

        model.form().baseUrl().set("http://mail.example.com");

        assertThat(error("baseUrl")).isEqualTo(Messages.text("problem.rule.urlNotHttps"));
        assertThat(error("name")).as("not typed in yet").isEmpty();
        assertThat(error("apps")).as("not typed in yet").isEmpty();
        assertThat(model.errors().refusals().get()).as("typing is no refusal").isZero();

        model.form().baseUrl().set("https://mail.example.com");
        assertThat(error("baseUrl")).isEmpty();

        model.form().name().set("Sandbox");
        assertThat(error("name")).isNotEmpty();
        model.form().name().set("Staging");
        assertThat(error("name")).isEmpty();

        model.apiKey().set("two words");
        assertThat(error("apiKey")).isEqualTo(Messages.text("problem.rule.keyCharacters"));
    }
}
