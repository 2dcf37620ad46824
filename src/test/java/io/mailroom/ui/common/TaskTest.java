package io.mailroom.ui.common;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TaskTest {

    private final Async async = Async.sameThread();
    private final List<String> steps = new ArrayList<>();

    @Test
    void theResultThenTheFinalStep() {
        async.task(() -> 42).onSuccess(n -> steps.add("got " + n)).andFinally(() -> steps.add("finally")).start();
        assertThat(steps).containsExactly("got 42", "finally");
    }

    @Test
    void theFirstHandlerWhoseTypeMatchesTakesTheFailure() {
        async.task(() -> {
            throw new UncheckedIOException(new IOException("disk"));
        }).onFailure(IllegalStateException.class, e -> steps.add("state"))
                .onFailure(RuntimeException.class, e -> steps.add("runtime " + e.getCause().getMessage()))
                .onFailure(Throwable.class, e -> steps.add("any"))
                .andFinally(() -> steps.add("finally")).start();
        assertThat(steps).containsExactly("runtime disk", "finally");
    }

    @Test
    void aFailureNoHandlerTakesIsThrownOnTheUiThreadAfterTheFinalStep() {
        IllegalStateException failure = new IllegalStateException("nobody expected this");
        assertThatThrownBy(() -> async.task(() -> {
            throw failure;
        }).onFailure(UncheckedIOException.class, e -> steps.add("io")).andFinally(() -> steps.add("finally")).start())
                .isInstanceOf(UnhandledFailure.class).hasCause(failure);
        assertThat(steps).containsExactly("finally");
    }

    @Test
    void theFinalStepRunsWhenAHandlerThrows() {
        assertThatThrownBy(() -> async.task(() -> 1).onSuccess(n -> {
            throw new IllegalArgumentException("handler");
        }).andFinally(() -> steps.add("finally")).start()).hasMessage("handler");
        assertThat(steps).containsExactly("finally");
    }
}
