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

        assertThatThrownBy(() -> async.task(() -> 42).onSuccess(result -> {
            throw broken;
        }).start()).isSameAs(broken);
    }

    @Test
    void aFailureHandlerThatThrowsFailsTheCall() {
        IllegalStateException broken = new IllegalStateException("no window to show the problem in");

        assertThatThrownBy(() -> async.task(() -> {
            throw new IOException("unreadable");
        }).onFailure(IOException.class, failure -> {
            throw broken;
        }).start()).isSameAs(broken);
    }

    @Test
    void failingWorkGoesToItsHandlerAndTheCallGoesOn() {
        IOException unreadable = new IOException("unreadable");
        AtomicReference<Throwable> handed = new AtomicReference<>();

        CompletableFuture<Object> future = async.task(() -> {
            throw unreadable;
        }).onFailure(IOException.class, handed::set).start();

        assertThat(handed.get()).isSameAs(unreadable);
        assertThat(future).isCompletedExceptionally();
    }
}
