package io.wirebench.codecs.kotlin

import io.wirebench.codecs.kotlin.model.DbData
import io.wirebench.codecs.kotlin.model.DbRow
import io.wirebench.codecs.kotlin.model.DecimalMatrix
import io.wirebench.codecs.kotlin.model.Image
import io.wirebench.codecs.kotlin.model.Measurement
import io.wirebench.codecs.kotlin.model.Measurements
import io.wirebench.codecs.kotlin.model.Media
import io.wirebench.codecs.kotlin.model.MediaContent
import io.wirebench.codecs.kotlin.model.ModuleId
import io.wirebench.codecs.kotlin.model.ModuleIds
import io.wirebench.codecs.kotlin.model.Person
import io.wirebench.codecs.kotlin.model.SparseModuleId
import io.wirebench.codecs.kotlin.model.SparseModuleIds
import io.wirebench.core.DataSet
import io.wirebench.core.UnsupportedDataSetException
import kotlinx.serialization.KSerializer
import io.wirebench.core.model.DbData as JDbData
import io.wirebench.core.model.DecimalMatrix as JDecimalMatrix
import io.wirebench.core.model.MediaContent as JMediaContent
import io.wirebench.core.model.Measurements as JMeasurements
import io.wirebench.core.model.ModuleIds as JModuleIds
import io.wirebench.core.model.Person as JPerson
import io.wirebench.core.model.SparseModuleIds as JSparseModuleIds

/**
 * One data set's Kotlin data class: its kotlinx serializer, the conversion from the shared Java
 * model (run once, at bind time, to make the sample) and the data set's read-modify-write change,
 * made on the data class in place as the Java model's change is.
 */
internal class KotlinModel<K : Any> private constructor(
  private val javaType: Class<*>,
  val type: Class<K>,
  val serializer: KSerializer<K>,
  private val convert: (Any) -> K,
  private val change: (K) -> Unit,
) {
  /** The data set's value as this data class. */
  fun sample(dataSet: DataSet<*>): K = convert(dataSet.value())

  /** The data set's change applied to a value just read. */
  fun modify(value: Any): Any = type.cast(value).also(change)

  companion object {
    /** What codecs of this module say about a user's JSON file. */
    const val UNTYPED_GAP = "binds Kotlin data classes written for the built-in data sets only; " +
        "a user's JSON file has none"

    private val ALL: List<KotlinModel<*>> = listOf(
      KotlinModel(JDbData::class.java, DbData::class.java, DbData.serializer(), { d ->
        DbData((d as JDbData).rows.mapTo(ArrayList()) { r ->
          DbRow(r.id, r.firstName, r.lastName, r.street, r.city, r.state, r.zip, r.email,
            DbRow.Status.valueOf(r.status.name))
        })
      }) { d -> d.rows[0].let { it.email += "!" } },
      KotlinModel(JMeasurements::class.java, Measurements::class.java, Measurements.serializer(), { m ->
        Measurements((m as JMeasurements).items.mapTo(ArrayList()) {
          Measurement(it.measurementId, it.duration, it.time, Measurement.Type.valueOf(it.type.name))
        })
      }) { m -> m.items[0].let { it.duration += 1 } },
      KotlinModel(JPerson::class.java, Person::class.java, Person.serializer(), { p ->
        (p as JPerson).let { Person(it.name, it.age, it.city) }
      }) { p -> p.age += 1 },
      KotlinModel(JModuleIds::class.java, ModuleIds::class.java, ModuleIds.serializer(), { m ->
        ModuleIds((m as JModuleIds).modules.mapTo(ArrayList()) { ModuleId(it.organization, it.name, it.revision) })
      }) { m -> m.modules[0].let { it.revision += "!" } },
      KotlinModel(JDecimalMatrix::class.java, DecimalMatrix::class.java, DecimalMatrix.serializer(), { d ->
        DecimalMatrix((d as JDecimalMatrix).rows.mapTo(ArrayList()) { ArrayList(it) })
      }) { d -> d.rows[0][0] = d.rows[0][0] + "!" },
      KotlinModel(JMediaContent::class.java, MediaContent::class.java, MediaContent.serializer(), { c ->
        val m = (c as JMediaContent).media
        MediaContent(
          Media(m.uri, m.title, m.width, m.height, m.format, m.duration, m.size, m.bitrate,
            m.isHasBitrate, ArrayList(m.persons), Media.Player.valueOf(m.player.name), m.copyright),
          c.images.mapTo(ArrayList()) {
            Image(it.uri, it.title, it.width, it.height, Image.Size.valueOf(it.size.name))
          })
      }) { c -> c.media.uri += "!" },
      KotlinModel(JSparseModuleIds::class.java, SparseModuleIds::class.java, SparseModuleIds.serializer(), { m ->
        SparseModuleIds((m as JSparseModuleIds).modules.mapTo(ArrayList()) {
          SparseModuleId(it.organization, it.name, it.revision, it.configurations, it.branchName,
            it.isChanging, it.isTransitive, it.isForce, ArrayList(it.explicitArtifacts), ArrayList(it.exclusions))
        })
      }) { m -> m.modules[0].let { it.revision += "!" } },
    )

    /** The data class of a data set, or a gap for a user's JSON file and unknown model classes. */
    fun find(dataSet: DataSet<*>): KotlinModel<*> {
      if (dataSet.isUntyped) throw UnsupportedDataSetException(UNTYPED_GAP)
      return ALL.firstOrNull { it.javaType == dataSet.type() }
        ?: throw UnsupportedDataSetException.needsCode(dataSet, "Kotlin data classes", "no Kotlin data class written for " +
            dataSet.type().name + "; add one to io.wirebench.codecs.kotlin.model and KotlinModel")
    }
  }
}
