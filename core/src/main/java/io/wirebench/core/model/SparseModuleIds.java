package io.wirebench.core.model;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The {@code module-ids-sparse} data set: the build tool's module ids with their optional fields,
 * mostly empty, to measure what omitting empty fields saves and costs. Wrapped in an object, as
 * {@link ModuleIds} is, so that every library has a root record to bind.
 */
public class SparseModuleIds implements Serializable {
  private static final long serialVersionUID = 1L;

  private List<SparseModuleId> modules = new ArrayList<>();

  public SparseModuleIds() {}

  public SparseModuleIds(List<SparseModuleId> modules) {
    this.modules = modules;
  }

  public List<SparseModuleId> getModules() { return modules; }
  public void setModules(List<SparseModuleId> modules) { this.modules = modules; }

  @Override public boolean equals(Object o) {
    return o instanceof SparseModuleIds && Objects.equals(modules, ((SparseModuleIds) o).modules);
  }
  @Override public int hashCode() { return Objects.hashCode(modules); }
  @Override public String toString() { return "SparseModuleIds[" + modules.size() + "]"; }
}
