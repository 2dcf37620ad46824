package io.mailroom.service;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.InputRule;
import io.mailroom.api.InputRules;
import io.mailroom.api.InvalidInputException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Both executors deliver a result or the exact failure; only where the work runs differs. */
class BackgroundTest {

    @Test
    void virtualThreadsRunTheWorkElsewhereAndDeliverItsResult() throws Exception {
        try (Background background = Background.virtualThreads()) {
            Thread caller = Thread.currentThread();
            CompletableFuture<Boolean> ranElsewhere = background.submit(() -> Thread.currentThread() != caller
                    && Thread.currentThread().isVirtual());
            assertThat(ranElsewhere.get(5, TimeUnit.SECONDS)).isTrue();
        }
    }

    @Test
    void sameThreadRunsTheWorkInlineForDeterministicTests() {
        try (Background background = Background.sameThread()) {
            Thread caller = Thread.currentThread();
            CompletableFuture<Thread> ranOn = background.submit(Thread::currentThread);
            assertThat(ranOn).isCompletedWithValue(caller);
        }
    }

    @Test
    void bothDeliverTheExactFailure() {
        for (Background background : new Background[] {Background.virtualThreads(), Background.sameThread()}) {
            try (background) {
                CompletableFuture<Object> failed = background.submit(() -> {
                    throw new InvalidInputException("to", InputRule.NOT_AN_EMAIL);
                });
                Throwable cause = failed.handle((value, failure) -> failure instanceof CompletionException c ? c.getCause() : failure)
                        .join();
                assertThat(cause).isInstanceOf(InvalidInputException.class).hasMessage("to: " + InputRules.EMAIL_RULE);
            }
        }
    }
}
