package io.wirebench.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The store contract on an embedded SQLite file, and what is particular to a file. */
class SqliteStoreTest extends StoreContract {
  @Override StoreLocation emptyStore() {
    return StoreLocation.of(tmp.resolve("results/history.db").toString(), Map.of());
  }

  @Test
  void aStoreOpenedAgainKeepsItsRunsAndItsSchemaVersion() throws Exception {
    StoreLocation where = emptyStore();
    try (Store store = Store.open(where)) {
      store.write(Runs.write(tmp.resolve("r1"), Runs.record("run", T0, Runs.MACHINE, "c0", "1", null,
          List.of(Runs.speed("gson", "write", 1000)))));
    }
    assertThat(where.file()).isRegularFile();
    try (Store store = Store.open(where)) {
      assertThat(store.runs()).hasSize(1);
    }
  }

  @Test
  void aFileThatIsNoDatabaseIsAnErrorNamingIt() throws Exception {
    Files.writeString(tmp.resolve("notes.db"), "these are my notes, not a database");
    assertThatThrownBy(() -> Store.open(StoreLocation.of(tmp.resolve("notes.db").toString(), Map.of())))
        .isInstanceOf(StoreException.class).hasMessageContaining("cannot open the store")
        .hasMessageContaining("notes.db");
  }

  @Test
  void theStoreIsChosenByOptionThenEnvironmentThenTheDefault() {
    assertThat(StoreLocation.resolve(null, false, Map.of())).isEqualTo(StoreLocation.of("results/history.db",
        Map.of()));
    assertThat(StoreLocation.resolve(null, true, Map.of())).isNull();
    assertThat(StoreLocation.resolve(null, false, Map.of(StoreLocation.ENV, "off"))).isNull();
    assertThat(StoreLocation.resolve("x.db", false, Map.of(StoreLocation.ENV, "off")).file())
        .hasFileName("x.db");
    StoreLocation pg = StoreLocation.resolve("jdbc:postgresql://127.0.0.1:5432/wb?password=secret", false,
        Map.of("PGUSER", "bench", "PGPASSWORD", "other"));
    assertThat(pg.user()).isEqualTo("bench");
    assertThat(pg.password()).as("the URL's password wins").isNull();
    assertThat(pg.toString()).doesNotContain("secret");
    assertThatThrownBy(() -> StoreLocation.of("jdbc:mysql://db/wb", Map.of()))
        .hasMessageContaining("only SQLite files and PostgreSQL");
  }
}
