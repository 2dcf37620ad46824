package io.mailroom.ui.common;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class AsyncTest {

    private final Async async = Async.sameThread();

    @Test
    void aSuccessHandlerThatThrowsFailsTheCall() {
        AssertionError broken = new AssertionError("expected another page");

        assertThatThrownBy(() -> async.run(() -> 42, result -> {
            throw broken;
        }, failure -> { })).isSameAs(broken);
    }

    @Test
    void aFailureHandlerThatThrowsFailsTheCall() {
        IllegalStateException broken = new IllegalStateException("no window to show the problem in");

        assertThatThrownBy(() -> async.run(() -> {
            throw new IOException("unreadable");
        }, result -> { }, failure -> {
            throw broken;
        })).isSameAs(broken);
    }

    @Test
    void failingWorkGoesToItsHandlerAndTheCallGoesOn() {
        IOException unreadable = new IOException("unreadable");
        AtomicReference<Throwable> handed = new AtomicReference<>();

        CompletableFuture<Object> future = async.run(() -> {
            throw unreadable;
        }, result -> { }, handed::set);

        assertThat(handed.get()).isSameAs(unreadable);
        assertThat(future).isCompletedExceptionally();
    }
}
