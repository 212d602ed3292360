package io.wirebench.codecs.kotlin.model

import com.squareup.moshi.JsonClass
import kotlinx.serialization.Serializable

// Kotlin data classes mirroring io.wirebench.core.model, one per Java class, with the same property
// names and value forms (so the JSON codecs write the reference JSON). Properties are `var` and
// lists `MutableList`, as in the mutable Java model, so that read-modify-write changes one field
// in place, as the Java codecs do, instead of copying a 20,000-element list. Non-null types except
// where the Java model allows null (the titles and the copyright), and those default to null: a
// reader that finds the field absent (ProtoBuf and Moshi leave nulls out) fills in null.
// @Serializable is for kotlinx.serialization's compiler plugin; @JsonClass(generateAdapter = true)
// for Moshi's codegen (kapt); jackson-module-kotlin needs no annotation (it binds the constructor).

@Serializable @JsonClass(generateAdapter = true)
data class DbData(var rows: MutableList<DbRow>)

@Serializable @JsonClass(generateAdapter = true)
data class DbRow(
  var id: Long,
  var firstName: String,
  var lastName: String,
  var street: String,
  var city: String,
  var state: String,
  var zip: String,
  var email: String,
  var status: Status,
) {
  /** Account status of a row. */
  enum class Status { ACTIVE, INACTIVE, SUSPENDED }
}

@Serializable @JsonClass(generateAdapter = true)
data class Measurements(var items: MutableList<Measurement>)

@Serializable @JsonClass(generateAdapter = true)
data class Measurement(var measurementId: String, var duration: Int, var time: Long, var type: Type) {
  /** The kind of measurement. */
  enum class Type { WEB_REQUEST, DB_QUERY, CACHE_LOOKUP }
}

@Serializable @JsonClass(generateAdapter = true)
data class Person(var name: String, var age: Int, var city: String)

@Serializable @JsonClass(generateAdapter = true)
data class ModuleIds(var modules: MutableList<ModuleId>)

@Serializable @JsonClass(generateAdapter = true)
data class ModuleId(var organization: String, var name: String, var revision: String)

@Serializable @JsonClass(generateAdapter = true)
data class DecimalMatrix(var rows: MutableList<MutableList<String>>)

@Serializable @JsonClass(generateAdapter = true)
data class MediaContent(var media: Media, var images: MutableList<Image>)

@Serializable @JsonClass(generateAdapter = true)
data class Media(
  var uri: String,
  var title: String? = null,
  var width: Int,
  var height: Int,
  var format: String,
  var duration: Long,
  var size: Long,
  var bitrate: Int,
  var hasBitrate: Boolean,
  var persons: MutableList<String>,
  var player: Player,
  var copyright: String? = null,
) {
  /** The player a media record is made for. */
  enum class Player { JAVA, FLASH }
}

@Serializable @JsonClass(generateAdapter = true)
data class Image(var uri: String, var title: String? = null, var width: Int, var height: Int, var size: Size) {
  /** Image size class. */
  enum class Size { SMALL, LARGE }
}

/**
 * module-ids-sparse: the optional fields default to null or an empty list, so that a library that
 * leaves out what equals the default (kotlinx's encodeDefaults = false) leaves them out, and a
 * reader restores them; the flags have no default and are always written.
 */
@Serializable @JsonClass(generateAdapter = true)
data class SparseModuleIds(var modules: MutableList<SparseModuleId>)

@Serializable @JsonClass(generateAdapter = true)
data class SparseModuleId(
  var organization: String,
  var name: String,
  var revision: String,
  var configurations: String? = null,
  var branchName: String? = null,
  var changing: Boolean,
  var transitive: Boolean,
  var force: Boolean,
  var explicitArtifacts: MutableList<String> = mutableListOf(),
  var exclusions: MutableList<String> = mutableListOf(),
)
