package io.mailroom.service.profiles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mailroom.api.ApiKey;
import io.mailroom.api.ServiceClient;
import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import io.mailroom.service.Subscription;
import io.mailroom.service.secrets.KeychainDouble;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.Test;

/** One client per profile, shared by every screen; a request meant for one account never reaches another. */
class SessionTest {

    private static final String KEY = "session-key-7a02";

    @AutoClose
    private final SandboxServer account = SandboxServer.start(SandboxOptions.defaults().withApiKey(KEY).withRateLimit(1000).withSeedContacts(10));
    private final TestProfiles profiles = new TestProfiles(new KeychainDouble());
    private final ProfileService service = profiles.start();
    private final Profile production = service.save(Profile.draft("Production", account.baseUrl().toString(),
            List.of(new AppRef("newsletter", null)), List.of()));
    private final Session session = new Session(service, production);

    @AfterEach
    void close() throws Exception {
        session.close();
        profiles.close();
    }

    @Test
    void everyCallerSharesTheProfilesOneClient() {
        service.storeKey(production, ApiKey.of(KEY));

        ServiceClient first = session.client();

        assertThat(session.clientFor(production)).isSameAs(first);
        assertThat(first.listContacts("newsletter", 1, 1).data().total()).isPositive();
    }

    @Test
    void aRequestMeantForTheOldProfileIsRefusedAfterASwitchBeforeAnythingIsOpened() {
        Profile sandbox = service.find("Sandbox").orElseThrow();
        session.switchTo(sandbox);

        assertThatThrownBy(() -> session.clientFor(production)).isInstanceOf(ProfileSwitchedException.class)
                .hasMessage("not sent: the profile was switched to \"Sandbox\"")
                .extracting("switchedTo").isEqualTo("Sandbox");
        assertThat(service.sandbox().running()).as("nothing was opened for the refused request").isEmpty();
    }

    @Test
    void switchesAreHeardInOrderAndRemembered() {
        Profile sandbox = service.find("Sandbox").orElseThrow();
        List<String> heard = new CopyOnWriteArrayList<>();
        session.onSwitch(profile -> heard.add(profile.name()));

        session.switchTo(sandbox);
        session.switchTo(production);

        assertThat(heard).containsExactly("Sandbox", "Production");
        assertThat(service.lastUsed().id()).isEqualTo(production.id());
    }

    @Test
    void aClosedSubscriptionHearsNoMoreSwitchesEvenWhenTheSameListenerIsStillSubscribedElsewhere() {
        Profile sandbox = service.find("Sandbox").orElseThrow();
        List<String> heard = new CopyOnWriteArrayList<>();
        Consumer<Profile> listener = profile -> heard.add(profile.name());
        Subscription first = session.onSwitch(listener);
        session.onSwitch(listener);
        session.switchTo(sandbox);

        first.close();
        session.switchTo(production);

        assertThat(heard).containsExactly("Sandbox", "Sandbox", "Production");
    }

    @Test
    void anEditedProfileIsPickedUpBySwitchingToIt() {
        service.storeKey(production, ApiKey.of(KEY));
        ServiceClient before = session.client();

        Profile faster = service.save(production.withRateLimit(9));
        session.switchTo(faster);

        assertThat(session.client()).isNotSameAs(before);
        assertThat(session.rateLimit()).isEqualTo(9);
        assertThat(session.clientFor(production)).as("the same profile, by id").isSameAs(session.client());
    }

    @Test
    void aClosedSessionOpensNothing() {
        session.close();

        assertThatThrownBy(session::client).isInstanceOf(CancellationException.class).hasMessage("not sent: Mailroom is closing");
    }
}
