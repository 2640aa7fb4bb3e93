"""The Discord-facing application: the bot class, the runner every action goes through,
delivery, components, errors, lifecycle, timers' Discord side. Only this package and cogs/ import discord."""
