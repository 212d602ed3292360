package io.wirebench.core.model;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The {@code module-ids} data set of the build tool's save/load benchmark. The list is wrapped in
 * an object so that every library, schema-based ones included, has a root record to bind.
 */
public class ModuleIds implements Serializable {
  private static final long serialVersionUID = 1L;

  private List<ModuleId> modules = new ArrayList<>();

  public ModuleIds() {}

  public ModuleIds(List<ModuleId> modules) {
    this.modules = modules;
  }

  public List<ModuleId> getModules() { return modules; }
  public void setModules(List<ModuleId> modules) { this.modules = modules; }

  @Override public boolean equals(Object o) {
    return o instanceof ModuleIds && Objects.equals(modules, ((ModuleIds) o).modules);
  }
  @Override public int hashCode() { return Objects.hashCode(modules); }
  @Override public String toString() { return "ModuleIds[" + modules.size() + "]"; }
}
